// Background job: cancels unpaid orders past their payment window, once per pass across all instances.
import type { FastifyInstance } from 'fastify';
import { orderService } from './order.service';

/** Advisory lock key shared by every instance, so one pass runs at a time against one database. */
export const ORDER_EXPIRY_LOCK = 727_002;
const EVERY_MS = 60_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startOrderExpiry(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  const orders = orderService(app.db, {
    paymentTimeoutMinutes: app.config.orderPaymentTimeoutMinutes,
  });
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const cancelled = await app.database.exclusive(ORDER_EXPIRY_LOCK, () =>
        orders.cancelExpiredOrders(new Date()),
      );
      if (cancelled.length > 0)
        app.log.info({ orders: cancelled }, 'expired unpaid orders cancelled');
    } catch (error) {
      app.log.error({ err: error }, 'expiring unpaid orders failed');
    }
  };
  const timer = setInterval(() => {
    running = running.then(pass);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
