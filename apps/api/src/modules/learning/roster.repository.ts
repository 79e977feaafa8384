// Roster queries: a batch's active enrolments, their attendance per session and their certificates.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, enrolments, sessionAttendance } from './learning.tables';
import type { EnrolmentRow } from './enrolment.repository';

export type CertificateRow = typeof certificates.$inferSelect;
export type CertificateValues = Omit<typeof certificates.$inferInsert, 'id' | 'issuedAt'>;

export function rosterRepository(db: Database) {
  return {
    /** The batch's active enrolments, oldest first (order, then seat). */
    activeOfBatch(batchId: number): Promise<EnrolmentRow[]> {
      return db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.batchId, batchId), eq(enrolments.status, 'active')))
        .orderBy(asc(enrolments.orderId), asc(enrolments.orderItemId), asc(enrolments.seat));
    },

    async findActiveInBatch(batchId: number, id: number): Promise<EnrolmentRow | undefined> {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(
          and(
            eq(enrolments.id, id),
            eq(enrolments.batchId, batchId),
            eq(enrolments.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },

    async findEnrolment(id: number): Promise<EnrolmentRow | undefined> {
      const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
      return row;
    },

    attendanceOf(enrolmentIds: number[]) {
      if (enrolmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          enrolmentId: sessionAttendance.enrolmentId,
          sessionIndex: sessionAttendance.sessionIndex,
        })
        .from(sessionAttendance)
        .where(inArray(sessionAttendance.enrolmentId, enrolmentIds))
        .orderBy(asc(sessionAttendance.sessionIndex));
    },

    /** Present: a row (kept as first marked when marked again); absent: no row. */
    async setPresent(
      enrolmentId: number,
      sessionIndex: number,
      present: boolean,
      markedBy: number,
      now: Date,
    ): Promise<void> {
      if (present) {
        await db
          .insert(sessionAttendance)
          .values({ enrolmentId, sessionIndex, markedBy, markedAt: now })
          .onConflictDoNothing({
            target: [sessionAttendance.enrolmentId, sessionAttendance.sessionIndex],
          });
      } else {
        await db
          .delete(sessionAttendance)
          .where(
            and(
              eq(sessionAttendance.enrolmentId, enrolmentId),
              eq(sessionAttendance.sessionIndex, sessionIndex),
            ),
          );
      }
    },

    certificatesOf(enrolmentIds: number[]): Promise<CertificateRow[]> {
      if (enrolmentIds.length === 0) return Promise.resolve([]);
      return db.select().from(certificates).where(inArray(certificates.enrolmentId, enrolmentIds));
    },

    async certificateByCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.code, code))
        .limit(1);
      return row;
    },

    /**
     * Which of these enrolments are active, each share-locked until the transaction ends (in id order,
     * as ending an order's enrolments locks them): none can end before the caller commits, and one
     * ending now is waited for and left out.
     */
    async lockActive(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(inArray(enrolments.id, ids), eq(enrolments.status, 'active')))
        .orderBy(asc(enrolments.id))
        .for('share');
      return rows.map((row) => row.id);
    },

    /**
     * Writes the certificates; one whose enrolment already has one (issued by a concurrent request) is
     * skipped. Returns those written.
     */
    insertCertificates(values: CertificateValues[]): Promise<CertificateRow[]> {
      if (values.length === 0) return Promise.resolve([]);
      return db
        .insert(certificates)
        .values(values)
        .onConflictDoNothing({ target: certificates.enrolmentId })
        .returning();
    },
  };
}
