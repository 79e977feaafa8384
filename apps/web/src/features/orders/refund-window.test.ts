import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../app/test-orders';
import { refundClosedReason, refundRequestDeadline } from './refund-window';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('why a paid order no longer offers a refund', () => {
  // Paid on 24 Nov 00:00 UTC (05:30 IST).
  const paidAt = Date.parse('2026-11-24T00:00:00.000Z');
  const standing = (
    firstStart: number,
    facts: { attended?: boolean; certified?: boolean } = {},
  ) => ({
    sessionStarts: [new Date(firstStart).toISOString()],
    attended: facts.attended ?? false,
    certified: facts.certified ?? false,
  });

  it('says nothing while the refund is still offered', () => {
    const now = new Date(paidAt + DAY);
    const seats = standing(paidAt + 3 * DAY);
    expect(refundRequestDeadline(paidOrder, now, seats)).not.toBeNull();
    expect(refundClosedReason(paidOrder, now, seats)).toBeNull();
  });

  it('names the first session when it closed the window, in IST', () => {
    // The first session started 28 Nov at 04:30 UTC, 10:00 IST.
    const seats = standing(Date.parse('2026-11-28T04:30:00.000Z'));
    expect(refundClosedReason(paidOrder, new Date(paidAt + 5 * DAY), seats)).toBe(
      'Refunds closed when the first session started: Sat 28 Nov, 10:00 IST.',
    );
  });

  it('names the end of the seven days when they closed it first', () => {
    const seats = standing(paidAt + 20 * DAY);
    expect(refundClosedReason(paidOrder, new Date(paidAt + 8 * DAY), seats)).toBe(
      'Refunds closed 7 days after payment: Tue 1 Dec, 05:30 IST.',
    );
  });

  it('says a certificate or attendance closed it', () => {
    const now = new Date(paidAt + DAY);
    expect(refundClosedReason(paidOrder, now, standing(paidAt + 3 * DAY, { attended: true }))).toBe(
      'Refunds close once a session of the order has been attended.',
    );
    expect(
      refundClosedReason(paidOrder, now, standing(paidAt + 3 * DAY, { certified: true })),
    ).toBe('Refunds close once a certificate has been issued for the order.');
  });

  it('says nothing for an unpaid order or one with a refund under way', () => {
    const now = new Date(paidAt + 30 * DAY);
    expect(
      refundClosedReason({ ...paidOrder, paymentStatus: 'pending', paidAt: null }, now),
    ).toBeNull();
    expect(
      refundClosedReason(
        {
          ...paidOrder,
          refund: {
            kind: 'order',
            status: 'processing',
            reason: null,
            note: null,
            amount: 10,
            requestedAt: paidOrder.createdAt,
            processedAt: null,
          },
        },
        now,
      ),
    ).toBeNull();
  });
});
