// The classroom's once-only records: a section opening handled for an enrolment, a course completed.
// Each insert answers whether this call made the record, so only that caller writes the mail.
import type { Database } from '../../db/client';
import { courseCompletions, sectionOpeningMails } from './classroom.tables';

export function classroomMailRepository(db: Database) {
  return {
    async sectionHandled(
      enrolmentId: number,
      sectionId: number,
      mailed: boolean,
      now: Date,
    ): Promise<boolean> {
      const made = await db
        .insert(sectionOpeningMails)
        .values({ enrolmentId, sectionId, mailed, handledAt: now })
        .onConflictDoNothing()
        .returning({ enrolmentId: sectionOpeningMails.enrolmentId });
      return made.length === 1;
    },

    async completed(enrolmentId: number, now: Date): Promise<boolean> {
      const made = await db
        .insert(courseCompletions)
        .values({ enrolmentId, completedAt: now })
        .onConflictDoNothing()
        .returning({ enrolmentId: courseCompletions.enrolmentId });
      return made.length === 1;
    },
  };
}
