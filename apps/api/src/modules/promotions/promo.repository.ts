// Promo code queries: the codes, the code in each shopper's bag, and the uses counted for paid orders.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartPromos, promoCodes } from './promotions.tables';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<
  typeof promoCodes.$inferInsert,
  'id' | 'uses' | 'createdAt' | 'updatedAt'
>;

/** Postgres's unique_violation, as both engines report it. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

export function promoRepository(db: Database) {
  return {
    list(): Promise<PromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
    },

    async findById(id: number): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    async findByCode(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    /** The code's row, locked until the caller's transaction ends: placements holding it queue here. */
    async lock(id: number): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row;
    },

    /** The new code, or undefined when its code is taken. */
    async insert(values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
      try {
        const [row] = await db.insert(promoCodes).values(values).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** The changed code; `null` when its new code is taken, undefined when there is no such code. */
    async update(
      id: number,
      change: Partial<PromoCodeValues>,
    ): Promise<PromoCodeRow | null | undefined> {
      try {
        const [row] = await db
          .update(promoCodes)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(promoCodes.id, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async codeInBag(userId: number): Promise<PromoCodeRow | undefined> {
      const [row] = await db
        .select({ code: promoCodes })
        .from(cartPromos)
        .innerJoin(promoCodes, eq(promoCodes.id, cartPromos.promoCodeId))
        .where(eq(cartPromos.userId, userId));
      return row?.code;
    },

    async putInBag(userId: number, promoCodeId: number): Promise<void> {
      await db
        .insert(cartPromos)
        .values({ userId, promoCodeId })
        .onConflictDoUpdate({
          target: cartPromos.userId,
          set: { promoCodeId, appliedAt: sql`now()` },
        });
    },

    async takeOutOfBag(userId: number): Promise<void> {
      await db.delete(cartPromos).where(eq(cartPromos.userId, userId));
    },

    /** Takes back a use of the code, counted for an order no longer kept. */
    async uncountUse(promoCodeId: number): Promise<void> {
      await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} - 1` })
        .where(and(eq(promoCodes.id, promoCodeId), gt(promoCodes.uses, 0)));
    },

    /** Adds a use within the code's limit; false when the limit is reached (the row is unchanged). */
    async countUse(promoCodeId: number): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.id, promoCodeId),
            or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
  };
}
