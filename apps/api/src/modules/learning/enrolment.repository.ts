// Enrolment queries: the seats of paid order lines, written once per seat, ended with their order.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments } from '../../db/schema';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type EnrolmentValues = Pick<
  typeof enrolments.$inferInsert,
  'orderId' | 'orderItemId' | 'userId' | 'productId' | 'batchId' | 'seat'
>;

export function enrolmentRepository(db: Database) {
  return {
    /**
     * Active enrolments for these seats: new seats are written, ended ones (an order an admin reopened)
     * become active again, and active ones (a replayed payment) are left as they are. Returns how many
     * rows changed.
     */
    async activate(values: EnrolmentValues[]): Promise<number> {
      if (values.length === 0) return 0;
      const rows = await db
        .insert(enrolments)
        .values(values)
        .onConflictDoUpdate({
          target: [enrolments.orderItemId, enrolments.seat],
          set: { status: 'active', endedAt: null },
          setWhere: eq(enrolments.status, 'ended'),
        })
        .returning({ id: enrolments.id });
      return rows.length;
    },

    async endOfOrder(orderId: number, now: Date): Promise<void> {
      await db
        .update(enrolments)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(enrolments.orderId, orderId), eq(enrolments.status, 'active')));
    },

    listOfUser(userId: number): Promise<EnrolmentRow[]> {
      return db.select().from(enrolments).where(eq(enrolments.userId, userId));
    },

    async findOfUser(userId: number, id: number): Promise<EnrolmentRow | undefined> {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.id, id), eq(enrolments.userId, userId)))
        .limit(1);
      return row;
    },
  };
}
