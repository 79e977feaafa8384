// GST inside GST-inclusive prices, in integer paise: the bag, checkout, the order and its tax invoice all
// take their figures from here, so each line and the total add up to the amount paid to the paisa.

/** One line's (or the total's) amount payable and the GST inside it. */
export interface GstSplit {
  /** What is paid for the line: taxable value plus its tax. */
  amountPaise: number;
  taxablePaise: number;
  /** Central and state tax for a supply within the shop's state; both 0 otherwise. */
  cgstPaise: number;
  sgstPaise: number;
  /** Integrated tax for a supply to another state; 0 within the shop's state. */
  igstPaise: number;
}

export interface GstBreakdown {
  lines: GstSplit[];
  total: GstSplit;
}

/**
 * Shares `totalPaise` out in proportion to `weights` by the largest remainder: the shares are whole
 * paise and add up to the total exactly (used to spread an order's discount over its lines).
 */
export function allocatePaise(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalPaise * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The GST inside one GST-inclusive amount. */
function splitInclusive(amountPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  // taxable × (1 + rate) = amount, rounded to the paisa; the tax is what is left, so they add up.
  const exactTaxable = (amountPaise * 100) / (100 + ratePercent);
  if (!intraState) {
    const taxablePaise = Math.round(exactTaxable);
    const igstPaise = amountPaise - taxablePaise;
    return { amountPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  // CGST and SGST are the same half rate of the same value, so they are equal to the paisa: each is
  // the half rate of the exact taxable value, rounded, and the taxable value is what is left.
  const halfPaise = Math.round((exactTaxable * ratePercent) / 200);
  return {
    amountPaise,
    taxablePaise: amountPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

const sumOf = (lines: readonly GstSplit[]): GstSplit => ({
  amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
  taxablePaise: lines.reduce((sum, line) => sum + line.taxablePaise, 0),
  cgstPaise: lines.reduce((sum, line) => sum + line.cgstPaise, 0),
  sgstPaise: lines.reduce((sum, line) => sum + line.sgstPaise, 0),
  igstPaise: lines.reduce((sum, line) => sum + line.igstPaise, 0),
});

/**
 * The GST in an order: each line's GST-inclusive amount less its share of the discount, split into
 * taxable value and tax (CGST + SGST within the shop's state, IGST otherwise); the total is the sum of
 * the lines, so it equals the amount payable.
 */
export function gstBreakdown(order: {
  /** Each line's GST-inclusive amount (unit price × quantity), in paise. */
  linesPaise: readonly number[];
  discountPaise: number;
  ratePercent: number;
  /** The place of supply is the shop's own state. */
  intraState: boolean;
}): GstBreakdown {
  const discounts = allocatePaise(order.discountPaise, order.linesPaise);
  const lines = order.linesPaise.map((amount, index) =>
    splitInclusive(amount - discounts[index]!, order.ratePercent, order.intraState),
  );
  return { lines, total: sumOf(lines) };
}
