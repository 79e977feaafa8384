// Lesson progress rows: read per enrolment, and changed one at a time under the row's lock.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lessonProgress } from './classroom.tables';

export type ProgressRow = typeof lessonProgress.$inferSelect;
export type ProgressChange = Partial<
  Pick<ProgressRow, 'watched' | 'watchedSeconds' | 'position' | 'reportedAt' | 'completedAt'>
>;

export function progressRepository(db: Database) {
  return {
    ofEnrolment(enrolmentId: number): Promise<ProgressRow[]> {
      return db.select().from(lessonProgress).where(eq(lessonProgress.enrolmentId, enrolmentId));
    },

    /**
     * Changes the enrolment's progress through the lesson as `change` decides from the row as it
     * stands, in one transaction holding the row's lock: two reports at once are applied one after
     * the other, and none is lost.
     */
    async change(
      enrolmentId: number,
      lessonId: number,
      change: (row: ProgressRow) => ProgressChange,
    ): Promise<ProgressRow> {
      return db.transaction(async (tx) => {
        await tx.insert(lessonProgress).values({ enrolmentId, lessonId }).onConflictDoNothing();
        const where = and(
          eq(lessonProgress.enrolmentId, enrolmentId),
          eq(lessonProgress.lessonId, lessonId),
        );
        const [row] = await tx.select().from(lessonProgress).where(where).for('update');
        if (!row) throw new Error(`progress of enrolment ${enrolmentId} vanished`);
        const [changed] = await tx
          .update(lessonProgress)
          .set({ ...change(row), updatedAt: sql`now()` })
          .where(where)
          .returning();
        return changed!;
      });
    },
  };
}
