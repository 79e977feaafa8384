// Enrolment queries: the seats of paid order lines, written once per seat, ended with their order (their
// certificates revoked with them).
import { and, asc, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchMaterials, certificates, enrolments, sessionAttendance } from './learning.tables';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type EnrolmentValues = Pick<
  typeof enrolments.$inferInsert,
  | 'orderId'
  | 'orderItemId'
  | 'userId'
  | 'productId'
  | 'batchId'
  | 'seat'
  | 'accessEndsAt'
  | 'createdAt'
>;

/** What a learner sees beside their enrolments: files, attendance and certificates. */
export interface EnrolmentExtras {
  materials: {
    id: number;
    batchId: number;
    title: string;
    fileName: string;
    contentType: string;
    size: number;
    createdAt: Date;
  }[];
  attendance: { enrolmentId: number; sessionIndex: number }[];
  certificates: { enrolmentId: number; code: string; issuedAt: Date }[];
}

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
      // A seat given back (its order reopened) has its certificate back too; new seats have none.
      const ids = rows.map((row) => row.id);
      if (ids.length > 0) {
        await db
          .update(certificates)
          .set({ revokedAt: null })
          .where(and(inArray(certificates.enrolmentId, ids), isNotNull(certificates.revokedAt)));
      }
      return rows.length;
    },

    /**
     * Ends the order's active enrolments at `now` and revokes every certificate of its seats not yet
     * revoked. The rows are locked in id order first, the order in which certificates are issued
     * (lockActive), so the two wait for each other instead of deadlocking.
     */
    async endOfOrder(orderId: number, now: Date): Promise<void> {
      const ofOrder = and(eq(enrolments.orderId, orderId), eq(enrolments.status, 'active'));
      await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(ofOrder)
        .orderBy(asc(enrolments.id))
        .for('update');
      await db.update(enrolments).set({ status: 'ended', endedAt: now }).where(ofOrder);
      await db
        .update(certificates)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(certificates.revokedAt),
            inArray(
              certificates.enrolmentId,
              db
                .select({ id: enrolments.id })
                .from(enrolments)
                .where(eq(enrolments.orderId, orderId)),
            ),
          ),
        );
    },

    /**
     * Whether anyone was marked present at a session on a seat of the order, and when the first
     * certificate of its seats was issued (null for none).
     */
    async attendanceOfOrder(
      orderId: number,
    ): Promise<{ attended: boolean; certificateIssuedAt: Date | null }> {
      const ofOrder = db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(eq(enrolments.orderId, orderId));
      // One after the other: inside a transaction its one connection would queue them anyway.
      const [marked] = await db
        .select({ one: sql<number>`1` })
        .from(sessionAttendance)
        .where(inArray(sessionAttendance.enrolmentId, ofOrder))
        .limit(1);
      const [issued] = await db
        .select({ at: min(certificates.issuedAt) })
        .from(certificates)
        .where(inArray(certificates.enrolmentId, ofOrder));
      return { attended: marked !== undefined, certificateIssuedAt: issued?.at ?? null };
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

    /** The materials (without their bytes), attendance and certificates of these enrolments. */
    async extrasOf(enrolmentIds: number[], batchIds: number[]): Promise<EnrolmentExtras> {
      if (enrolmentIds.length === 0) return { materials: [], attendance: [], certificates: [] };
      const [materials, attendance, issued] = await Promise.all([
        db
          .select({
            id: batchMaterials.id,
            batchId: batchMaterials.batchId,
            title: batchMaterials.title,
            fileName: batchMaterials.fileName,
            contentType: batchMaterials.contentType,
            size: batchMaterials.size,
            createdAt: batchMaterials.createdAt,
          })
          .from(batchMaterials)
          .where(inArray(batchMaterials.batchId, batchIds))
          .orderBy(asc(batchMaterials.id)),
        db
          .select({
            enrolmentId: sessionAttendance.enrolmentId,
            sessionIndex: sessionAttendance.sessionIndex,
          })
          .from(sessionAttendance)
          .where(inArray(sessionAttendance.enrolmentId, enrolmentIds))
          .orderBy(asc(sessionAttendance.sessionIndex)),
        db
          .select({
            enrolmentId: certificates.enrolmentId,
            code: certificates.code,
            issuedAt: certificates.issuedAt,
          })
          .from(certificates)
          .where(
            and(inArray(certificates.enrolmentId, enrolmentIds), isNull(certificates.revokedAt)),
          ),
      ]);
      return { materials, attendance, certificates: issued };
    },
  };
}
