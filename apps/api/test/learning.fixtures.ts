// Test fixtures for learning suites: a workshop whose batch has dates, paid for through the test gateway,
// the mails the app wrote to its outbox, and IST days to date sessions by.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Enrolment, Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { batches } from '../src/db/schema';
import { call, insertProduct, placeOrder } from './order.fixtures';
import type { SignedInUser, TestApp } from './test-app';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;
/** Midnight IST starting the IST day after tomorrow's: a day sessions and drips can be dated by. */
export const dayAfterTomorrowIst =
  Math.floor((Date.now() + IST_OFFSET) / DAY) * DAY + 2 * DAY - IST_OFFSET;

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
  // A session past midnight in IST names the day it ends on too.
  const endDay =
    end.day === start.day && end.month === start.month
      ? ''
      : `${end.weekday} ${end.day} ${end.month}, `;
  return `${start.weekday} ${start.day} ${start.month}, ${start.hour}:${start.minute}–${endDay}${end.hour}:${end.minute} IST`;
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

/** Opens the order's payment and pays it with the test gateway's good card: the success to verify. */
export async function testGatewaySuccess(
  t: TestApp,
  user: SignedInUser,
  orderId: string,
): Promise<PaymentSuccess> {
  const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', { orderId });
  const paid = await call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
    providerOrderId: opened.body.id,
    card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Verma' },
  });
  expect(paid.status).toBe(200);
  return paid.body;
}

/** Orders `quantity` seats of the workshop and pays through the test gateway, as the checkout does. */
export async function buySeats(
  t: TestApp,
  user: SignedInUser,
  productId: number,
  quantity = 1,
): Promise<Order> {
  const order = await placeOrder(t, user, [{ productId, quantity }]);
  const success = await testGatewaySuccess(t, user, order.id);
  expect((await call(t, user, 'POST', '/api/order-verify', success)).status).toBe(200);
  return order;
}

/**
 * A workshop whose batch has one online session a week away (three hours from a whole hour), with
 * `seats` seats bought and paid by `buyer`: the buyer's enrolments, seat 1 first.
 */
export async function paidSeats(t: TestApp, buyer: SignedInUser, seats = 1) {
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 7 * 24 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  const product = await datedWorkshop(t, [{ startsAt, endsAt }]);
  const order = await buySeats(t, buyer, product.id, seats);
  const listed = await call<Enrolment[]>(t, buyer, 'GET', '/api/enrolments');
  const enrolments = listed.body
    .filter((enrolment) => enrolment.orderId === order.id)
    .sort((a, b) => a.seat - b.seat);
  expect(enrolments).toHaveLength(seats);
  return { product, order, enrolments, startsAt, endsAt };
}

/** Every mail the app has written to its outbox so far (after the work its answers left running). */
export async function outboxMails(t: TestApp): Promise<ParsedMail[]> {
  await t.app.afterAnswer.settle();
  const dir = join(t.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
}
