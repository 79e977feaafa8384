// The learner's words for each order status, and the pay-by time in IST.
import { expect, it } from 'vitest';
import { learnerStatus } from './order-words';

const now = new Date('2026-11-20T12:30:00.000Z'); // 18:00 IST
const order = {
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  payBy: '2026-11-20T12:51:00.000Z',
  lastSessionEndsAt: '2026-12-06T07:30:00.000Z',
  totalItems: 1,
};

it('says when to pay by, in IST, naming the day only when it is not today', () => {
  expect(learnerStatus(order, now).text).toBe(
    'Awaiting payment: pay by 18:21 IST or the seat is released',
  );
  expect(
    learnerStatus({ ...order, totalItems: 3, payBy: '2026-11-21T04:00:00.000Z' }, now).text,
  ).toBe('Awaiting payment: pay by Sat 21 Nov, 09:30 IST or the seats are released');
});

it('is confirmed once paid, completed once the last session has ended', () => {
  const paid = { ...order, paymentStatus: 'received' as const, payBy: null };
  expect(learnerStatus(paid, now).text).toBe('Confirmed');
  expect(learnerStatus({ ...paid, status: 'dispatched' }, now).text).toBe('Confirmed');
  expect(learnerStatus(paid, new Date('2026-12-06T07:30:00.000Z')).text).toBe('Completed');
  expect(learnerStatus({ ...paid, lastSessionEndsAt: null }, now).text).toBe('Confirmed');
});

it('is cancelled, or refunded once the money went back', () => {
  expect(learnerStatus({ ...order, status: 'cancelled', payBy: null }, now).text).toBe('Cancelled');
  expect(
    learnerStatus({ ...order, status: 'cancelled', paymentStatus: 'refunded', payBy: null }, now)
      .text,
  ).toBe('Refunded');
});
