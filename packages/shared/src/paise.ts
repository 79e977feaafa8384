// Rupees with paise for bills (a promo discount, an amount payable), kept apart from money.ts so the
// pages that show only whole rupees, the landing page among them, do not download it.
import { formatRupees } from './money';

/** Rupees with their paise, as a bill writes them (299.9 → "₹299.90"); whole rupees stay "₹300". */
export function formatRupeesAndPaise(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  if (paise % 100 === 0) return formatRupees(rupees);
  const amount = `${formatRupees(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return rupees < 0 ? `-${amount}` : amount;
}
