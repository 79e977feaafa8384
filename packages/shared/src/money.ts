// Rupee arithmetic shared by the API and the web app: prices are whole rupees, payments are paise.

// A plain amount of rupees: an optional ₹, Rs. or INR, digits grouped the Indian way (1,00,000), the
// international way (100,000) or not at all, and at most two digits of paise.
const RUPEE_AMOUNT =
  /^(?:₹|rs\.?|inr)?\s*(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/i;

/**
 * Reads a price given as a number or as text such as "₹4,999" or "4,999.50" (paise kept, so the
 * caller can refuse them). Anything else — a sign, an exponent, stray letters — is not a price: NaN.
 */
export function parseRupees(value: number | string): number {
  if (typeof value === 'number') return value;
  const match = RUPEE_AMOUNT.exec(value.trim());
  if (!match) return Number.NaN;
  const [, rupees = '', paise = ''] = match;
  return Number(`${rupees.replace(/,/g, '')}.${paise.padEnd(2, '0')}`);
}

/** The selling price: the list price less its discount, rounded to the nearest rupee. */
export function discountedPrice(price: number, discountPercentage: number): number {
  return Math.round((price * (100 - discountPercentage)) / 100);
}

export function rupeesToPaise(rupees: number): number {
  return rupees * 100;
}

/**
 * A whole number's digits in Indian grouping, as `Intl.NumberFormat('en-IN')` writes them: the last
 * three digits, then pairs (1,00,000). Written out because a page's first `Intl.NumberFormat` costs
 * 40–120 ms of locale-data set-up in Chromium, on the way to the first paint of every page that shows a
 * price (docs/decisions/0009-rupees-formatted-without-intl.md). Fractions round half away from zero.
 */
export function groupIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const thousands = digits.slice(-3);
  const higher = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = higher ? `${higher},${thousands}` : thousands;
  return isNegative(value) ? `-${grouped}` : grouped;
}

/** Rupees for display, as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` with no paise. */
export function formatRupees(rupees: number): string {
  const amount = `₹${groupIndian(Math.abs(rupees))}`;
  return isNegative(rupees) ? `-${amount}` : amount;
}

/** Intl writes a minus sign for every negative value, -0 and amounts that round to 0 included. */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Subtotal and item count of a cart or order: no fees, tax or promo discount apply (docs/product.md §9). */
export function totalsOf(lines: readonly PricedLine[]): { subtotal: number; totalItems: number } {
  let subtotal = 0;
  let totalItems = 0;
  for (const line of lines) {
    subtotal += line.unitPrice * line.quantity;
    totalItems += line.quantity;
  }
  return { subtotal, totalItems };
}
