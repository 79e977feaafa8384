import { promoCodeInputSchema, type PromoCode } from '@kaushal/shared/promo';
import { expect, it } from 'vitest';
import {
  emptyPromoCodeForm,
  promoCodeBody,
  promoCodeFormValues,
  promoCodeFormWords,
} from './promo-code-form-values';

const code: PromoCode = {
  id: '3',
  code: 'DIWALI20',
  type: 'percentage',
  value: 20,
  maxDiscount: 500,
  maxUses: 100,
  perCustomer: 1,
  minOrderAmount: 1999,
  startsAt: '2026-11-01T04:30:00.000Z',
  endsAt: null,
  products: ['4', '9'],
  active: true,
  uses: 12,
  status: 'active',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

it('edits a code in IST and sends back the same code, which the contract accepts', () => {
  const values = promoCodeFormValues(code);
  expect(values).toMatchObject({ startsAt: '2026-11-01T10:00', endsAt: '', products: ['4', '9'] });
  const body = promoCodeBody(values);
  expect(body).toEqual({
    code: 'DIWALI20',
    type: 'percentage',
    value: 20,
    maxDiscount: 500,
    maxUses: 100,
    perCustomer: 1,
    minOrderAmount: 1999,
    startsAt: '2026-11-01T10:00:00+05:30',
    endsAt: null,
    products: ['4', '9'],
    active: true,
  });
  expect(promoCodeInputSchema.safeParse(body).success).toBe(true);
});

it('clears empty limits, and a fixed amount sends no cap', () => {
  const body = promoCodeBody({
    ...emptyPromoCodeForm,
    code: 'flat500',
    type: 'fixed',
    value: '500',
    maxDiscount: '300',
  });
  expect(body).toMatchObject({
    type: 'fixed',
    value: 500,
    maxDiscount: null,
    maxUses: null,
    startsAt: null,
    products: [],
  });
  expect(promoCodeInputSchema.parse(body).code).toBe('FLAT500');
});

it('says the server’s messages in the words of the form’s labels', () => {
  const problems = promoCodeInputSchema.safeParse({
    code: 'X',
    type: 'fixed',
    value: 100,
    maxUses: 0,
    startsAt: '2026-12-02T00:00:00Z',
    endsAt: '2026-12-01T00:00:00Z',
  });
  expect(problems.error?.issues.map((issue) => promoCodeFormWords(issue.message))).toEqual(
    expect.arrayContaining([
      'Code must be 3 to 30 letters, digits, - or _',
      'Total uses must be a whole number of at least 1',
    ]),
  );
  expect(promoCodeFormWords('endsAt must be after startsAt')).toBe('Ends must be after starts');
});
