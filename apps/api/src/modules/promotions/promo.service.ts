// Promo codes: the admin's codes, the code in a shopper's bag and what it takes off, the discount an order
// is placed with, and the use counted when that order is paid (docs/decisions/0034-promo-codes.md).
import {
  promoReasons,
  promoRuleProblems,
  rupeesToPaise,
  type CartPromo,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodeStatus,
  type PromoCodeUpdate,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { cartLinesForOrder } from '../cart/cart.service';
import { sellingPrices } from '../catalogue/product.service';
import { promoRepository, type PromoCodeRow, type PromoCodeValues } from './promo.repository';

/** A line of the bag or order: its workshop, the price of one seat in rupees, and the seats. */
export interface PromoLine {
  productId: number;
  unitPrice: number;
  quantity: number;
}

/**
 * How many orders hold a code (paid, or unpaid and open) and how many of them are the customer's, with
 * the customer's own unpaid order counted or left out as about to be replaced. Orders answer it; they
 * sit above promotions, so whoever calls hands it in.
 */
export type PromoHolders = (
  db: Database,
  promoCodeId: number,
  userId: number,
  ownUnpaid: 'counted' | 'replaced',
) => Promise<{ total: number; ofCustomer: number }>;

/** A payment is never made for less than ₹1, whatever the code (a 100 % code included). */
const MINIMUM_PAYABLE_PAISE = 100;

type Evaluation = { discountPaise: number } | { reason: string };

const paiseToRupees = (paise: number) => paise / 100;
const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const paiseOrNull = (rupees: number | null | undefined) =>
  rupees == null ? null : rupeesToPaise(rupees);
const dateOrNull = (iso: string | null | undefined) => (iso == null ? null : new Date(iso));

/**
 * What the code takes off these lines at `now`, in paise, or why it does not apply. `holders` are the
 * orders holding the code (paid, or unpaid and open) and the customer's paid ones.
 */
function evaluate(
  code: PromoCodeRow,
  lines: readonly PromoLine[],
  holders: { total: number; ofCustomer: number },
  now: Date,
): Evaluation {
  if (!code.active) return { reason: promoReasons.unknown };
  if (code.startsAt && code.startsAt > now) return { reason: promoReasons.notStarted };
  if (code.endsAt && code.endsAt <= now) return { reason: promoReasons.expired };
  if (code.maxUses !== null && holders.total >= code.maxUses)
    return { reason: promoReasons.usedUp };
  if (code.perCustomer !== null && holders.ofCustomer >= code.perCustomer) {
    return { reason: promoReasons.alreadyUsed };
  }
  const paiseOf = (of: readonly PromoLine[]) =>
    of.reduce((sum, line) => sum + rupeesToPaise(line.unitPrice) * line.quantity, 0);
  const eligible =
    code.productIds.length === 0
      ? lines
      : lines.filter((line) => code.productIds.includes(line.productId));
  if (eligible.length === 0) return { reason: promoReasons.noEligibleWorkshop };
  const subtotalPaise = paiseOf(lines);
  if (code.minOrderPaise !== null && subtotalPaise < code.minOrderPaise) {
    return { reason: promoReasons.minimumOrder(paiseToRupees(code.minOrderPaise)) };
  }
  const eligiblePaise = paiseOf(eligible);
  const offered =
    code.type === 'percentage'
      ? Math.min(
          Math.round((eligiblePaise * code.value) / 100),
          code.maxDiscountPaise ?? Number.POSITIVE_INFINITY,
        )
      : Math.min(code.value, eligiblePaise);
  return { discountPaise: Math.max(0, Math.min(offered, subtotalPaise - MINIMUM_PAYABLE_PAISE)) };
}

function statusOf(code: PromoCodeRow, now: Date): PromoCodeStatus {
  if (!code.active) return 'inactive';
  if (code.startsAt && code.startsAt > now) return 'scheduled';
  if (code.endsAt && code.endsAt <= now) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return 'active';
}

function toPromoCode(row: PromoCodeRow, now: Date): PromoCode {
  return {
    id: String(row.id),
    code: row.code,
    type: row.type,
    value: row.type === 'fixed' ? paiseToRupees(row.value) : row.value,
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
    maxUses: row.maxUses,
    perCustomer: row.perCustomer,
    minOrderAmount: rupeesOrNull(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    products: row.productIds.map(String),
    active: row.active,
    uses: row.uses,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A percentage as it is; a fixed amount's rupees as paise. */
const storedValue = (type: PromoCodeRow['type'], value: number) =>
  type === 'fixed' ? rupeesToPaise(value) : value;

/** The row's values for the fields given (rupees to paise, texts to dates); absent fields stay out. */
function valuesOf(input: PromoCodeUpdate, type: PromoCodeRow['type']): Partial<PromoCodeValues> {
  return {
    ...(input.code !== undefined && { code: input.code }),
    ...(input.type !== undefined && { type: input.type }),
    ...(input.value !== undefined && { value: storedValue(type, input.value) }),
    ...(input.maxDiscount !== undefined && { maxDiscountPaise: paiseOrNull(input.maxDiscount) }),
    ...(input.maxUses !== undefined && { maxUses: input.maxUses }),
    ...(input.perCustomer !== undefined && { perCustomer: input.perCustomer }),
    ...(input.minOrderAmount !== undefined && { minOrderPaise: paiseOrNull(input.minOrderAmount) }),
    ...(input.startsAt !== undefined && { startsAt: dateOrNull(input.startsAt) }),
    ...(input.endsAt !== undefined && { endsAt: dateOrNull(input.endsAt) }),
    ...(input.products !== undefined && { productIds: [...new Set(input.products.map(Number))] }),
    ...(input.active !== undefined && { active: input.active }),
  };
}

const codeTaken = (code: string) => new AppError('CONFLICT', `A promo code ${code} already exists`);

const notApplicable = (reason: string) => new AppError('PROMO_CODE_NOT_APPLICABLE', reason);

/** Why nobody could use a code now: told to a shopper typing it as though it did not exist. */
const unusableReasons = new Set<string>([
  promoReasons.notStarted,
  promoReasons.expired,
  promoReasons.usedUp,
  promoReasons.alreadyUsed,
]);

const promoEntity = (id: number) => ({ entityType: 'promo_code', entityId: id });

export function promoService(db: Database, clock: Clock, promoHolders: PromoHolders) {
  const codes = promoRepository(db);

  async function assertProductsExist(products: readonly string[] | undefined): Promise<void> {
    if (!products?.length) return;
    const ids = products.map(Number);
    const offered = await sellingPrices(db, ids);
    const missing = ids.find((id) => !offered.has(id));
    if (missing !== undefined) {
      throw new AppError('VALIDATION_FAILED', `products: workshop ${missing} does not exist`);
    }
  }

  /** The bag's lines priced as an order would be now. */
  async function bagLines(userId: number): Promise<PromoLine[]> {
    const lines = await cartLinesForOrder(db, userId);
    const prices = await sellingPrices(
      db,
      lines.map((line) => line.productId),
    );
    return lines.flatMap(({ productId, quantity }) => {
      const unitPrice = prices.get(productId);
      return unitPrice === undefined ? [] : [{ productId, unitPrice, quantity }];
    });
  }

  async function evaluateForBag(code: PromoCodeRow, userId: number): Promise<Evaluation> {
    const [lines, holders] = await Promise.all([
      bagLines(userId),
      promoHolders(db, code.id, userId, 'replaced'),
    ]);
    return evaluate(code, lines, holders, clock());
  }

  const bagAnswer = (code: PromoCodeRow, evaluation: Evaluation): CartPromo => {
    const discount = 'discountPaise' in evaluation ? paiseToRupees(evaluation.discountPaise) : 0;
    const reason = 'reason' in evaluation ? evaluation.reason : null;
    return { promo: { code: code.code, discount, reason }, discount };
  };

  return {
    async list(): Promise<PromoCode[]> {
      const now = clock();
      return (await codes.list()).map((row) => toPromoCode(row, now));
    },

    async create(actor: AuditActor, input: PromoCodeInput): Promise<PromoCode> {
      await assertProductsExist(input.products);
      return db.transaction(async (tx) => {
        const row = await promoRepository(tx).insert({
          ...valuesOf(input, input.type),
          code: input.code,
          type: input.type,
          value: storedValue(input.type, input.value),
        });
        if (!row) throw codeTaken(input.code);
        const created = toPromoCode(row, clock());
        await recordAudit(tx, {
          actor,
          ...promoEntity(row.id),
          action: 'promo_code.create',
          after: created,
        });
        return created;
      });
    },

    async update(actor: AuditActor, id: number, change: PromoCodeUpdate): Promise<PromoCode> {
      await assertProductsExist(change.products);
      return db.transaction(async (tx) => {
        const codes = promoRepository(tx);
        const current = await codes.findById(id);
        if (!current) throw notFound('Promo code', id);
        const was = toPromoCode(current, clock());
        const merged = { ...was, ...change };
        const problem = promoRuleProblems(merged)[0];
        if (problem) throw new AppError('VALIDATION_FAILED', problem.message);
        if (merged.maxUses != null && merged.maxUses < current.uses) {
          throw new AppError(
            'VALIDATION_FAILED',
            `maxUses cannot be below the ${current.uses} uses already counted`,
          );
        }
        // A changed type re-reads the value in its new unit.
        const values = valuesOf(
          change.type !== undefined && change.value === undefined
            ? { ...change, value: merged.value }
            : change,
          merged.type,
        );
        const row = await codes.update(id, values);
        if (row === null) throw codeTaken(merged.code);
        if (!row) throw notFound('Promo code', id);
        const updated = toPromoCode(row, clock());
        await recordAudit(tx, {
          actor,
          ...promoEntity(id),
          action: 'promo_code.update',
          before: was,
          after: updated,
        });
        return updated;
      });
    },

    /** The bag's code and what it takes off the bag as it is now. */
    async inBag(userId: number): Promise<CartPromo> {
      const code = await codes.codeInBag(userId);
      if (!code) return { promo: null, discount: 0 };
      return bagAnswer(code, await evaluateForBag(code, userId));
    },

    /**
     * Puts the code in the bag when it applies to it now. Refused alike when the code is unknown or
     * cannot be used by anyone now (inactive, not started, expired, used up, or used up by this
     * customer), so a wrong guess tells nothing; a code that is live but needs other workshops or a
     * larger bag says so, since the shopper has it right.
     */
    async apply(userId: number, typed: string): Promise<CartPromo> {
      const code = await codes.findByCode(typed.toUpperCase());
      if (!code) throw notApplicable(promoReasons.unknown);
      const evaluation = await evaluateForBag(code, userId);
      if ('reason' in evaluation) {
        throw notApplicable(
          unusableReasons.has(evaluation.reason) ? promoReasons.unknown : evaluation.reason,
        );
      }
      await codes.putInBag(userId, code.id);
      return bagAnswer(code, evaluation);
    },

    async remove(userId: number): Promise<CartPromo> {
      await codes.takeOutOfBag(userId);
      return { promo: null, discount: 0 };
    },
  };
}

export type PromoService = ReturnType<typeof promoService>;

/**
 * The one computation of an order's discount, inside the placing transaction: the code in the
 * customer's bag, locked so that placements holding it count one after another against its limits
 * (the use is reserved by the order row written next), applied to the order's lines at `now`. Refused
 * with the reason when the code no longer applies, so nobody pays more than the bag showed.
 */
export async function orderDiscount(
  tx: Database,
  userId: number,
  lines: readonly PromoLine[],
  now: Date,
  promoHolders: PromoHolders,
): Promise<{ promoCodeId: number | null; promoCode: string | null; discountPaise: number }> {
  const none = { promoCodeId: null, promoCode: null, discountPaise: 0 };
  const codes = promoRepository(tx);
  const inBag = await codes.codeInBag(userId);
  if (!inBag) return none;
  const code = await codes.lock(inBag.id);
  if (!code) return none;
  const holders = await promoHolders(tx, code.id, userId, 'replaced');
  const evaluation = evaluate(code, lines, holders, now);
  if ('reason' in evaluation) throw notApplicable(`${code.code}: ${evaluation.reason}`);
  return { promoCodeId: code.id, promoCode: code.code, discountPaise: evaluation.discountPaise };
}

/** A limit of the code that the orders holding it have reached. */
export interface PromoLimit {
  code: string;
  reached: 'uses' | 'perCustomer';
}

/**
 * Inside a late payment's transaction, once its expired order has taken its seats again: the limit
 * of the order's code that other orders reached while it was cancelled, counted under the code's row
 * lock, or undefined when the order may be kept. Its holders are the kept paid orders and the open
 * unpaid ones (each reserved its use when placed), the customer's own included.
 */
export async function promoLimitReached(
  tx: Database,
  order: { userId: number; promoCodeId: number | null },
  promoHolders: PromoHolders,
): Promise<PromoLimit | undefined> {
  if (order.promoCodeId === null) return undefined;
  const code = await promoRepository(tx).lock(order.promoCodeId);
  if (!code) return undefined;
  const holders = await promoHolders(tx, code.id, order.userId, 'counted');
  if (code.maxUses !== null && holders.total >= code.maxUses) {
    return { code: code.code, reached: 'uses' };
  }
  if (code.perCustomer !== null && holders.ofCustomer >= code.perCustomer) {
    return { code: code.code, reached: 'perCustomer' };
  }
  return undefined;
}

/**
 * Counts a kept order's use of the code, its customer's bag let go of it; false (nothing counted)
 * when the count would pass `max_uses`, which only an admin's change can bring about. The order
 * records that it counted (orders.service.ts), so a replayed confirmation counts nothing.
 */
export async function countCodeUse(
  tx: Database,
  use: { promoCodeId: number; userId: number },
): Promise<boolean> {
  const codes = promoRepository(tx);
  await codes.takeOutOfBag(use.userId);
  return codes.countUse(use.promoCodeId);
}

/** Gives back a use of the code, counted for an order no longer kept (refunded, or cancelled). */
export async function giveCodeUseBack(tx: Database, promoCodeId: number): Promise<void> {
  await promoRepository(tx).uncountUse(promoCodeId);
}
