// The invoice's facts without a database: the financial year by IST date, the serial's length, the
// amount in words, and the stored and the worked-out GST giving the same document.
import { gstBreakdown } from '@kaushal/shared';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { amountInWords } from './amount-in-words';
import {
  financialYearOf,
  invoiceDocument,
  invoiceNumber,
  type InvoicedOrder,
} from './invoice.document';

const business = testConfig().business;
const serial = {
  number: 'KSH/26-27/000007',
  financialYear: '2026-27',
  issuedAt: new Date('2026-11-24T06:00:00Z'),
};
const order: InvoicedOrder = {
  id: '7',
  items: [
    {
      title: 'Excel for Analysts',
      price: 2999,
      quantity: 2,
      batch: { name: 'March cohort' },
      format: 'live',
      accessDays: null,
    },
    {
      title: 'Public Speaking',
      price: 1499,
      quantity: 1,
      batch: { name: 'Self-paced' },
      format: 'self-paced',
      accessDays: 365,
    },
  ],
  discountPaise: 50_050,
  payment: { method: 'upi', reference: 'pay_TEST0007', promoCode: 'DIWALI10' },
  tax: null,
  shippingAddress: {
    name: 'Asha Verma',
    street: '12 Sector 18',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pinCode: '201301',
  },
};

describe('invoice documents', () => {
  it('dates the financial year by the IST day: 31 March 23:59 IST is the old year', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('writes serial numbers of 16 characters, the most rule 46 allows', () => {
    expect(invoiceNumber('2026-27', 123)).toBe('KSH/26-27/000123');
    expect(invoiceNumber('2026-27', 999_999)).toHaveLength(16);
  });

  it('writes amounts in words with lakh and crore', () => {
    expect(amountInWords(299_900)).toBe('Rupees Two Thousand Nine Hundred Ninety-Nine only');
    expect(amountInWords(699_650)).toBe(
      'Rupees Six Thousand Nine Hundred Ninety-Six and Fifty Paise only',
    );
    expect(amountInWords(1_25_07_011_01)).toBe(
      'Rupees One Crore Twenty-Five Lakh Seven Thousand Eleven and One Paise only',
    );
    expect(amountInWords(100)).toBe('Rupees One only');
  });

  it('describes each line by what was bought: the batch, or self-paced access', () => {
    expect(invoiceDocument(order, business, serial).lines.map((line) => line.description)).toEqual([
      'Excel for Analysts (March cohort)',
      'Public Speaking (Self-paced · access for 1 year)',
    ]);
  });

  it('adds the lines up to the amount payable, the discount spread over them', () => {
    const document = invoiceDocument(order, business, serial);
    expect(document.grossPaise).toBe(749_700);
    expect(document.total.amountPaise).toBe(749_700 - 50_050);
    expect(document.total.taxablePaise + document.total.igstPaise).toBe(699_650);
    expect(document.lines.map((line) => line.amountPaise)).toEqual(
      gstBreakdown({
        linesPaise: [599_800, 149_900],
        discountPaise: 50_050,
        ratePercent: 18,
        intraState: false,
      }).lines.map((line) => line.amountPaise),
    );
    expect(document.placeOfSupply).toMatchObject({ name: 'Uttar Pradesh', code: '09' });
    expect(document.placeOfSupplyNote).toBeNull();
  });

  it('states the same figures from the GST stored with the order as from its lines', () => {
    const worked = invoiceDocument(order, business, serial);
    const { lines } = gstBreakdown({
      linesPaise: [599_800, 149_900],
      discountPaise: 50_050,
      ratePercent: 18,
      intraState: false,
    });
    const stored = invoiceDocument(
      {
        ...order,
        tax: {
          ratePercent: 18,
          sac: '999293',
          supplierStateCode: '27',
          placeOfSupplyStateCode: '09',
          lines: lines.map(({ amountPaise: _amount, ...split }) => split),
        },
      },
      business,
      serial,
    );
    expect(stored).toEqual(worked);
  });

  it("taxes within the shop's state when the buyer's state cannot be read, and says so", () => {
    const unknown = { ...order, shippingAddress: { ...order.shippingAddress, state: 'Atlantis' } };
    const document = invoiceDocument(unknown, business, serial);
    expect(document.placeOfSupply).toEqual(business.state);
    expect(document.intraState).toBe(true);
    expect(document.total.igstPaise).toBe(0);
    expect(document.total.cgstPaise + document.total.sgstPaise).toBeGreaterThan(0);
    expect(document.placeOfSupplyNote).toContain('"Atlantis"');
  });
});
