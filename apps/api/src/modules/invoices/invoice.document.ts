// What a tax invoice states (CGST Rules, rule 46), worked out once when it is issued and stored with it,
// so a reprint years later says exactly what the first copy said.
import {
  addressLine,
  findIndianState,
  formatWords,
  groupIndian,
  gstBreakdown,
  istClock,
  istDay,
  type GstSplit,
  type IndianState,
  type WorkshopFormat,
} from '@kaushal/shared';
import type { BusinessConfig } from '../../config';
import type { OrderTaxRow } from '../tax/order-tax.service';
import { amountInWords } from './amount-in-words';

/** The facts of a paid order an invoice is made from. */
export interface InvoicedOrder {
  id: string;
  items: readonly {
    title: string;
    price: number;
    quantity: number;
    batch: { name: string };
    format: WorkshopFormat;
    accessDays: number | null;
  }[];
  discountPaise: number;
  /** How it was paid: the method, the provider's reference (null when the shop marked it paid) and
   * the promo code of the discount, if any. */
  payment: InvoicePayment;
  /** The GST stored when the order was placed; null for orders placed before it was stored. */
  tax: OrderTaxRow | null;
  /** The order's copy of the buyer's address; a business buyer's GSTIN when they gave one. */
  shippingAddress: {
    name: string;
    street?: string | undefined;
    city?: string | undefined;
    state: string;
    pinCode?: string | undefined;
    gstin?: string | null | undefined;
  };
}

export interface InvoicePayment {
  method: 'card' | 'upi';
  reference: string | null;
  promoCode: string | null;
}

export interface InvoiceLine extends GstSplit {
  /** The workshop and what was bought of it: its batch, or self-paced access. */
  description: string;
  quantity: number;
  /** Unit price × quantity before any discount, GST included. */
  grossPaise: number;
}

export interface InvoiceDocument {
  number: string;
  financialYear: string;
  issuedAt: string;
  /** The invoice's date, in IST. */
  date: string;
  orderId: string;
  supplier: {
    legalName: string;
    address: string;
    gstin: string;
    state: IndianState;
    /** Who signs for the supplier; absent from documents issued before it was stated. */
    signatory?: string;
  };
  recipient: { name: string; address: string; gstin: string | null };
  placeOfSupply: IndianState;
  /** Why the place of supply is not the buyer's state as written, when it is not. */
  placeOfSupplyNote: string | null;
  sac: string;
  ratePercent: number;
  /** CGST + SGST when true, IGST otherwise. */
  intraState: boolean;
  lines: InvoiceLine[];
  grossPaise: number;
  discountPaise: number;
  /** Taxable value, taxes and the amount paid, the sums of the lines. */
  total: GstSplit;
  amountInWords: string;
  /** How the order was paid; absent from documents issued before it was stated. */
  payment?: InvoicePayment;
  /** Set on a credit note: the tax invoice it reverses in full. */
  creditNote?: { invoiceNumber: string; invoiceDate: string };
}

/** The financial year (April to March) of an instant's IST date, as "2026-27". */
export function financialYearOf(instant: Date): string {
  const day = istClock(instant);
  const start = day.getUTCMonth() >= 3 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The serial number, `KSH/26-27/000123`: 16 characters, the most rule 46 allows, so the financial year
 * is written with two digits each (docs/decisions/0031-tax-invoices.md).
 */
export const invoiceNumber = (financialYear: string, sequence: number): string =>
  `KSH/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;

/** A credit note's serial number, `KCN/26-27/000007`: its own series, as rule 53 allows. */
export const creditNoteNumber = (financialYear: string, sequence: number): string =>
  `KCN/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;

/** ₹2,999.50: an invoice states rupees and paise. */
export const formatPaise = (paise: number): string =>
  `₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;

interface OrderTax {
  ratePercent: number;
  sac: string;
  placeOfSupply: IndianState;
  placeOfSupplyNote: string | null;
  intraState: boolean;
  lines: GstSplit[];
}

/**
 * Why the place of supply is not the state of the recipient's address: a registered recipient is
 * supplied in their GSTIN's state (IGST Act, s. 12(2)(a)). Null when the two agree.
 */
function gstinPlaceNote(
  address: InvoicedOrder['shippingAddress'],
  placeOfSupply: IndianState,
): string | null {
  const written = findIndianState(address.state);
  if (!address.gstin || !address.gstin.startsWith(placeOfSupply.code)) return null;
  if (written?.code === placeOfSupply.code) return null;
  return `The place of supply is ${placeOfSupply.name}, the state of the recipient's GSTIN (IGST Act, s. 12(2)(a)), not the state of their address.`;
}

/**
 * The GST of an order: as stored when it was placed, or, for an order placed before that was stored,
 * worked out the same way from its lines, its discount and the buyer's state.
 */
export function taxOfOrder(order: InvoicedOrder, business: BusinessConfig): OrderTax {
  const linesPaise = order.items.map((item) => item.price * item.quantity * 100);
  if (order.tax) {
    const stored = order.tax;
    const placeOfSupply = findIndianState(stored.placeOfSupplyStateCode);
    if (!placeOfSupply || stored.lines.length !== linesPaise.length) {
      throw new Error(`order ${order.id} has a tax record that does not match its lines`);
    }
    return {
      ratePercent: stored.ratePercent,
      sac: stored.sac,
      placeOfSupply,
      placeOfSupplyNote: gstinPlaceNote(order.shippingAddress, placeOfSupply),
      intraState: stored.placeOfSupplyStateCode === stored.supplierStateCode,
      lines: stored.lines.map((line) => ({
        ...line,
        amountPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
      })),
    };
  }
  const written = findIndianState(order.shippingAddress.state);
  const placeOfSupply = written ?? business.state;
  const intraState = placeOfSupply.code === business.state.code;
  const { lines } = gstBreakdown({
    linesPaise,
    discountPaise: order.discountPaise,
    ratePercent: business.gstRatePercent,
    intraState,
  });
  return {
    ratePercent: business.gstRatePercent,
    sac: business.sac,
    placeOfSupply,
    // A supply is taxed where the supplier is when the buyer's state is unknown (IGST Act, s. 12(2)).
    placeOfSupplyNote: written
      ? null
      : `The recipient's state "${order.shippingAddress.state}" is not a state or union territory we know, so the place of supply is taken as the supplier's state.`,
    intraState,
    lines,
  };
}

/** "Self-paced · access for 1 year", "Hybrid · Weekend batch", or the batch's name. */
function whatWasBought(item: InvoicedOrder['items'][number]): string {
  switch (item.format) {
    case 'self-paced':
      return formatWords('self-paced', item.accessDays);
    case 'hybrid':
      return `Hybrid · ${item.batch.name}`;
    case 'live':
      return item.batch.name;
  }
}

const sum = (lines: readonly InvoiceLine[], key: keyof GstSplit | 'grossPaise') =>
  lines.reduce((total, line) => total + line[key], 0);

export function invoiceDocument(
  order: InvoicedOrder,
  business: BusinessConfig,
  serial: { number: string; financialYear: string; issuedAt: Date },
): InvoiceDocument {
  const tax = taxOfOrder(order, business);
  const lines: InvoiceLine[] = order.items.map((item, index) => ({
    description: `${item.title} (${whatWasBought(item)})`,
    quantity: item.quantity,
    grossPaise: item.price * item.quantity * 100,
    ...tax.lines[index]!,
  }));
  const address = order.shippingAddress;
  const total: GstSplit = {
    amountPaise: sum(lines, 'amountPaise'),
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
  };
  return {
    number: serial.number,
    financialYear: serial.financialYear,
    issuedAt: serial.issuedAt.toISOString(),
    date: istDay(serial.issuedAt),
    orderId: order.id,
    supplier: {
      legalName: business.legalName,
      address: business.address,
      gstin: business.gstin,
      state: business.state,
      signatory: business.signatory,
    },
    recipient: {
      name: address.name,
      address: addressLine(address),
      gstin: address.gstin || null,
    },
    placeOfSupply: tax.placeOfSupply,
    placeOfSupplyNote: tax.placeOfSupplyNote,
    sac: tax.sac,
    ratePercent: tax.ratePercent,
    intraState: tax.intraState,
    lines,
    grossPaise: sum(lines, 'grossPaise'),
    discountPaise: order.discountPaise,
    total,
    amountInWords: amountInWords(total.amountPaise),
    payment: order.payment,
  };
}
