// Test fixtures for learning suites: a workshop whose batch has dates, paid for through the test gateway.
import type { Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches } from '../src/db/schema';
import { call, insertProduct, placeOrder } from './order.fixtures';
import type { SignedInUser, TestApp } from './test-app';

export const JOINING_LINK = 'https://meet.example.com/kaushal-batch';

export interface SessionDates {
  startsAt: Date;
  endsAt: Date;
}

/** "Sat 12 Dec, 10:00–13:00 IST" written from the platform's own time-zone data, independently of the app's. */
export function istSession(startsAt: Date, endsAt: Date): string {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kolkata',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
  const start = parts(startsAt);
  const end = parts(endsAt);
  return `${start.weekday} ${start.day} ${start.month}, ${start.hour}:${start.minute}–${end.hour}:${end.minute} IST`;
}

/** A workshop whose one batch, "March cohort", has these sessions: online with a link, or at a venue. */
export async function datedWorkshop(t: TestApp, sessions: SessionDates[], venue?: string) {
  const product = await insertProduct(t, { stock: 20 });
  await t.database.db
    .update(batches)
    .set({
      name: 'March cohort',
      mode: venue ? 'offline' : 'online',
      venue: venue ?? null,
      joiningLink: venue ? null : JOINING_LINK,
      sessions: sessions.map((session) => ({
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
      })),
      startsAt: sessions[0]?.startsAt ?? null,
    })
    .where(eq(batches.id, product.batchId));
  return product;
}

/** Orders `quantity` seats of the workshop and pays through the test gateway, as the checkout does. */
export async function buySeats(
  t: TestApp,
  user: SignedInUser,
  productId: number,
  quantity = 1,
): Promise<Order> {
  const order = await placeOrder(t, user, [{ productId, quantity }]);
  const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', {
    orderId: order.id,
  });
  const paid = await call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
    providerOrderId: opened.body.id,
    card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Verma' },
  });
  expect((await call(t, user, 'POST', '/api/order-verify', paid.body)).status).toBe(200);
  return order;
}
