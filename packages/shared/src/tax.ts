// The GST inside an amount payable as the API answers it: in rupees with paise as decimals (2541.53),
// like every amount the API speaks; the figures come from gstBreakdown, so they add up to the paisa.
import { z } from 'zod';
import type { GstSplit } from './gst';
import { groupIndian } from './money';

export const taxSchema = z.object({
  ratePercent: z.number(),
  /** The place of supply is the shop's own state: CGST + SGST; otherwise IGST. */
  intraState: z.boolean(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** The amount payable: taxable value plus tax. */
  total: z.number(),
});
export type Tax = z.infer<typeof taxSchema>;

/** Paise as rupees with two decimals, exactly as a person writes them (254153 → 2541.53). */
export const paiseToRupees = (paise: number): number => paise / 100;

/** The contract's figures for a breakdown's total. */
export function taxOf(total: GstSplit, ratePercent: number, intraState: boolean): Tax {
  return {
    ratePercent,
    intraState,
    taxable: paiseToRupees(total.taxablePaise),
    cgst: paiseToRupees(total.cgstPaise),
    sgst: paiseToRupees(total.sgstPaise),
    igst: paiseToRupees(total.igstPaise),
    total: paiseToRupees(total.amountPaise),
  };
}

/**
 * Rupees and paise for display, as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`
 * writes them: ₹2,541.53, ₹12,997.00. For amounts figured to the paisa, such as tax (kept out of
 * money.ts, which the landing page loads, since only the bag and checkout show paise).
 */
export function formatRupeesAndPaise(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const amount = `₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return rupees < 0 && paise > 0 ? `-${amount}` : amount;
}
