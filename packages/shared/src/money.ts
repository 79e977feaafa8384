// Rupee arithmetic shared by the API and the web app: prices are whole rupees, payments are paise.

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Parses a price given as a number or as text such as "₹4,999" by keeping only its digits (spec §9). */
export function parseRupees(value: number | string): number {
  if (typeof value === 'number') return value;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** The selling price: the list price less its discount, rounded to the nearest rupee. */
export function discountedPrice(price: number, discountPercentage: number): number {
  return Math.round((price * (100 - discountPercentage)) / 100);
}

export function rupeesToPaise(rupees: number): number {
  return rupees * 100;
}

export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Subtotal and item count of a cart or order: no fees, tax or promo discount apply (spec §9). */
export function totalsOf(lines: readonly PricedLine[]): { subtotal: number; totalItems: number } {
  let subtotal = 0;
  let totalItems = 0;
  for (const line of lines) {
    subtotal += line.unitPrice * line.quantity;
    totalItems += line.quantity;
  }
  return { subtotal, totalItems };
}
