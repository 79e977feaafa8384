// Promo code contracts: the admin's codes (amounts in rupees, as everywhere in the API) and the code a
// shopper applies to the bag, with the reasons a code does not apply.
import { z } from 'zod';
import { idSchema, timestampsShape } from './common';
import { formatRupees } from './money';

export const promoCodeTypes = ['percentage', 'fixed'] as const;
export type PromoCodeType = (typeof promoCodeTypes)[number];

const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
const CODE_MESSAGE = 'code must be 3 to 30 letters, digits, - or _';

/** What shoppers type and admins choose; stored and compared in capitals. */
export const promoCodeTextSchema = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(CODE_PATTERN, CODE_MESSAGE);

const wholeRupees = (field: string) =>
  z
    .number({ error: `${field} must be an amount in whole rupees` })
    .int(`${field} must be an amount in whole rupees`)
    .min(1, `${field} must be at least ₹1`)
    .max(10_000_000, `${field} must be at most ₹1,00,00,000`);

const count = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of at least 1` })
    .int(`${field} must be a whole number of at least 1`)
    .min(1, `${field} must be a whole number of at least 1`)
    .max(1_000_000, `${field} must be at most 10,00,000`);

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be a date and time such as 2026-12-01T00:00:00Z`,
  });

/** The fields of a code as an admin sends them; `null` clears an optional limit. */
const promoCodeFields = z.object({
  code: promoCodeTextSchema,
  type: z.enum(promoCodeTypes, { error: "type must be 'percentage' or 'fixed'" }),
  /** A percentage (1–100) or, for `fixed`, rupees off. */
  value: z.number({ error: 'value must be a number' }),
  maxDiscount: wholeRupees('maxDiscount').nullable().optional(),
  maxUses: count('maxUses').nullable().optional(),
  perCustomer: count('perCustomer').nullable().optional(),
  minOrderAmount: wholeRupees('minOrderAmount').nullable().optional(),
  startsAt: instant('startsAt').nullable().optional(),
  endsAt: instant('endsAt').nullable().optional(),
  /** The workshops it applies to; empty or left out: every workshop. */
  products: z.array(idSchema).max(100, 'products may list at most 100 workshops').optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});

type PromoRuleFields = Pick<
  z.infer<typeof promoCodeFields>,
  'type' | 'value' | 'maxDiscount' | 'startsAt' | 'endsAt'
>;

/**
 * The rules that tie fields together, for a new code and for a code as an edit would leave it (the
 * server checks the merged code, since an edit may change the type without the value).
 */
export function promoRuleProblems(code: PromoRuleFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (
    code.type === 'percentage' &&
    !(Number.isInteger(code.value) && code.value >= 1 && code.value <= 100)
  ) {
    problems.push({ path: 'value', message: 'A percentage must be a whole number from 1 to 100' });
  }
  if (
    code.type === 'fixed' &&
    !(Number.isInteger(code.value) && code.value >= 1 && code.value <= 10_000_000)
  ) {
    problems.push({ path: 'value', message: 'A fixed discount must be whole rupees from ₹1' });
  }
  if (code.type === 'fixed' && code.maxDiscount != null) {
    problems.push({ path: 'maxDiscount', message: 'A fixed discount has no separate cap' });
  }
  if (code.startsAt && code.endsAt && Date.parse(code.endsAt) <= Date.parse(code.startsAt)) {
    problems.push({ path: 'endsAt', message: 'endsAt must be after startsAt' });
  }
  return problems;
}

const withRules = <T extends z.ZodType<PromoRuleFields>>(schema: T) =>
  schema.superRefine((code, context) => {
    for (const problem of promoRuleProblems(code)) {
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });

/** `POST /api/promo-codes`. */
export const promoCodeInputSchema = withRules(promoCodeFields);
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

/** `PATCH /api/promo-codes/:id`: any of the fields; the code as changed must still keep the rules. */
export const promoCodeUpdateSchema = promoCodeFields.partial();
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;

/** Where a code stands for the admin's list at the time it was read. */
export const promoCodeStatuses = ['active', 'scheduled', 'expired', 'used-up', 'inactive'] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(promoCodeTypes),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  maxUses: z.number().nullable(),
  perCustomer: z.number().nullable(),
  minOrderAmount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  products: z.array(z.string()),
  active: z.boolean(),
  /** Paid orders that used it. */
  uses: z.number(),
  status: z.enum(promoCodeStatuses),
  ...timestampsShape,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** `POST /api/cart/promo`. */
export const applyPromoSchema = z.object({
  code: z
    .string({ error: 'Enter a promo code' })
    .trim()
    .min(1, 'Enter a promo code')
    .max(60, 'This code is not valid'),
});
export type ApplyPromoInput = z.infer<typeof applyPromoSchema>;

/**
 * The bag's promo code (`GET|POST /api/cart/promo`): the code applied, what it takes off the bag as it
 * is now (rupees, paise as decimals: 299.9), or why it no longer applies (then no discount).
 */
export const cartPromoSchema = z.object({
  promo: z
    .object({ code: z.string(), discount: z.number(), reason: z.string().nullable() })
    .nullable(),
  discount: z.number(),
});
export type CartPromo = z.infer<typeof cartPromoSchema>;

/** Why a code does not apply, in the words shoppers see. */
export const promoReasons = {
  unknown: 'This code is not valid',
  notStarted: 'This code is not active yet',
  expired: 'This code has expired',
  usedUp: 'This code has been fully used',
  alreadyUsed: 'Already used',
  noEligibleWorkshop: 'This code does not apply to the workshops in your bag',
  minimumOrder: (minOrderRupees: number) => `Minimum order ${formatRupees(minOrderRupees)}`,
} as const;
