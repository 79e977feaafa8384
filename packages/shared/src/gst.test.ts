import { describe, expect, it } from 'vitest';
import { allocatePaise, gstBreakdown } from './gst';

describe('GST in GST-inclusive amounts', () => {
  it('splits ₹2,999 within the state into taxable value and equal CGST and SGST', () => {
    const { total } = gstBreakdown({
      linesPaise: [299_900],
      discountPaise: 0,
      ratePercent: 18,
      intraState: true,
    });
    // 2999 / 1.18 = 2541.525…; 9 % of it each, ₹228.74 of CGST and of SGST; the taxable value is
    // what is left, ₹2,541.52, so the three add up to the amount paid.
    expect(total).toEqual({
      amountPaise: 299_900,
      taxablePaise: 254_152,
      cgstPaise: 22_874,
      sgstPaise: 22_874,
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
        // CGST equals SGST on every line and in the total, to the paisa.
        expect(line.cgstPaise).toBe(line.sgstPaise);
        // Each half is 9 % of the taxable value within a paisa of rounding.
        if (intraState) {
          expect(Math.abs(line.cgstPaise - (line.taxablePaise * 9) / 100)).toBeLessThanOrEqual(
            lines.length,
          );
        }
      }
    }
  });

  it('shares an amount by weight in whole paise that add up', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(0, [5, 7])).toEqual([0, 0]);
    expect(allocatePaise(10, [0, 0])).toEqual([0, 0]);
  });
});
