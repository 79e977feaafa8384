import { describe, expect, it } from 'vitest';
import { allocatePaise, gstBreakdown } from './gst';

describe('GST in GST-inclusive amounts', () => {
  it('splits ₹2,999 within the state into taxable value, CGST and SGST', () => {
    const { total } = gstBreakdown({
      linesPaise: [299_900],
      discountPaise: 0,
      ratePercent: 18,
      intraState: true,
    });
    // 2999 / 1.18 = 2541.525… → ₹2,541.53; tax ₹457.47, of which CGST ₹228.74 and SGST ₹228.73.
    expect(total).toEqual({
      amountPaise: 299_900,
      taxablePaise: 254_153,
      cgstPaise: 22_874,
      sgstPaise: 22_873,
      igstPaise: 0,
    });
  });

  it('puts the whole tax in IGST for another state', () => {
    const { total } = gstBreakdown({
      linesPaise: [299_900],
      discountPaise: 0,
      ratePercent: 18,
      intraState: false,
    });
    expect(total).toMatchObject({ taxablePaise: 254_153, cgstPaise: 0, sgstPaise: 0 });
    expect(total.igstPaise).toBe(45_747);
  });

  it('spreads a discount over the lines and adds up to the paisa for any order', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let run = 0; run < 500; run += 1) {
      const linesPaise = Array.from({ length: 1 + random(4) }, () => 100 * (1 + random(20_000)));
      const gross = linesPaise.reduce((a, b) => a + b, 0);
      const discountPaise = random(gross);
      const intraState = random(2) === 0;
      const { lines, total } = gstBreakdown({
        linesPaise,
        discountPaise,
        ratePercent: 18,
        intraState,
      });
      expect(total.amountPaise).toBe(gross - discountPaise);
      for (const line of [...lines, total]) {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
          line.amountPaise,
        );
        expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(
          intraState ? lines.length : 0,
        );
      }
    }
  });

  it('shares an amount by weight in whole paise that add up', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(0, [5, 7])).toEqual([0, 0]);
    expect(allocatePaise(10, [0, 0])).toEqual([0, 0]);
  });
});
