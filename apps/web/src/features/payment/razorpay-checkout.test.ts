import { describe, expect, it } from 'vitest';
import { displayConfig } from './razorpay-checkout';

describe("Razorpay Checkout's display configuration", () => {
  it('shows only the UPI and card blocks, the chosen method first', () => {
    expect(displayConfig('upi')).toEqual({
      blocks: {
        upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] },
        card: { name: 'Cards', instruments: [{ method: 'card' }] },
      },
      sequence: ['block.upi', 'block.card'],
      preferences: { show_default_blocks: false },
    });
    expect(displayConfig('card').sequence).toEqual(['block.card', 'block.upi']);
  });
});
