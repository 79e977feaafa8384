// The one place the services that routes and jobs share are built, once per app: the order service (with
// its count cache), the configured payment provider and the refund workflow, which payments and refunds
// both use. Routes and jobs read them off the app instead of building their own copies.
import type { FastifyInstance } from 'fastify';
import { orderService, type OrderService } from './modules/orders/order.service';
import { paymentProviderFor, type ConfiguredProvider } from './modules/payments/payment-provider';
import { refundWorkflow, type RefundWorkflow } from './modules/workflows/refund.workflow';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    paymentProvider: ConfiguredProvider;
    refunds: RefundWorkflow;
  }
}

/** Decorates the app with the shared services; call after its database, outbox and clock are set. */
export function decorateServices(app: FastifyInstance): void {
  app.decorate(
    'orders',
    orderService(app.db, {
      paymentTimeoutMinutes: app.config.orderPaymentTimeoutMinutes,
      orderCountCacheMs: app.config.orderCountCacheMs,
    }),
  );
  const paymentProvider = paymentProviderFor(app.config, app.requestLog);
  app.decorate<ConfiguredProvider>('paymentProvider', paymentProvider);
  app.decorate(
    'refunds',
    refundWorkflow(app.db, {
      provider: paymentProvider.provider,
      outbox: app.outbox,
      afterAnswer: app.afterAnswer,
      log: app.requestLog,
      clock: app.clock,
    }),
  );
}
