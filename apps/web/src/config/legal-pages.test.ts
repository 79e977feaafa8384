import type { Business } from '@kaushal/shared/business';
import { describe, expect, it } from 'vitest';
import { legalPages } from './legal-pages';

const business: Business = {
  legalName: 'Hunar Skills LLP',
  address: '14 Residency Road, Bengaluru, Karnataka 560025',
  state: { code: '29', name: 'Karnataka' },
  gstin: '29AAGCB7383J1Z4',
  sac: '999293',
  gstRatePercent: 18,
  grievanceOfficer: {
    name: 'Ravi Menon',
    email: 'grievance@hunar.example',
    phone: '+91 80 4000 1234',
  },
  orderPaymentWindowMinutes: 45,
  paymentMethods: ['card', 'upi'],
};

/** Everything a page says, as one text. */
const textOf = (name: keyof ReturnType<typeof legalPages>) => {
  const page = legalPages(business)[name];
  return [
    page.title,
    page.intro,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
    ]),
  ].join('\n');
};

describe('legal pages', () => {
  it('name the business and its grievance officer on every page', () => {
    for (const name of ['terms', 'privacy', 'refundPolicy'] as const) {
      const text = textOf(name);
      expect(text, name).toContain('Hunar Skills LLP');
      expect(text, name).toContain(
        'Ravi Menon, Grievance Officer, Hunar Skills LLP, 14 Residency Road, Bengaluru, Karnataka 560025; e-mail grievance@hunar.example; phone +91 80 4000 1234',
      );
    }
    expect(textOf('terms')).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(textOf('terms')).toContain('include GST at 18 % (SAC 999293)');
    expect(textOf('terms')).toContain('registered office in Karnataka');
  });

  it('state the refund rules the shop applies', () => {
    const text = textOf('refundPolicy');
    expect(text).toContain(
      'within 7 days of payment, as long as the first session of every batch in the order is still ahead',
    );
    expect(text).toContain('back to the original payment method');
    expect(text).toContain('within 5–7 working days');
    expect(text).toContain('An order waits 45 minutes for its payment');
    expect(text).toContain('cancelled automatically');
    expect(text).toContain('refund the order in full');
  });

  it('explain the rights the DPDP Act gives and how long data is kept', () => {
    const text = textOf('privacy');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('withdraw your consent at any time');
    expect(text).toContain('Data Protection Board of India');
    expect(text).toContain('How long we keep it');
    expect(text).toContain('write to grievance@hunar.example');
  });
});
