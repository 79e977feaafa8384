// What the section-opening mails read of other modules' tables (docs/decisions/0064): each active
// enrolment whose drip started lately (a self-paced course bought, or a batch's first session), with
// each section of its workshop whose lessons are all
// dripped (so the section opens with its first one) and whose opening was not mailed yet.
import { and, eq, gt, lte, not, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, products } from '../catalogue/catalogue.tables';
import { enrolments } from '../learning/learning.tables';
import { courseSections, lessons } from '../lessons/lessons.tables';
import { users } from '../users/users.tables';
import { sectionOpeningMails } from './classroom.tables';

export interface SectionOpeningCandidate {
  enrolmentId: number;
  enrolledAt: Date;
  /** The purchase of a self-paced course, else the batch's first session: drip days count from its IST day. */
  dripStart: Date;
  account: { email: string; name: string | null };
  attendee: { email: string | null; name: string | null; claimedAt: Date | null };
  workshopTitle: string;
  sectionId: number;
  sectionTitle: string;
  /** The drip days of its first lesson to open. */
  opensAfterDays: number;
  lessonTitles: string[];
}

/** The candidates whose drip started between `since` and `until`. */
const selfPaced = eq(products.format, 'self-paced');

export function sectionOpeningCandidates(
  db: Database,
  since: Date,
  until: Date,
): Promise<SectionOpeningCandidate[]> {
  const mailed = db
    .select({ one: sql`1` })
    .from(sectionOpeningMails)
    .where(
      and(
        eq(sectionOpeningMails.enrolmentId, enrolments.id),
        eq(sectionOpeningMails.sectionId, courseSections.id),
      ),
    );
  return db
    .select({
      enrolmentId: enrolments.id,
      enrolledAt: enrolments.createdAt,
      dripStart:
        sql<Date>`case when ${selfPaced} then ${enrolments.createdAt} else ${batches.startsAt} end`.mapWith(
          batches.startsAt,
        ),
      account: { email: users.email, name: users.name },
      attendee: {
        email: enrolments.attendeeEmail,
        name: enrolments.attendeeName,
        claimedAt: enrolments.claimedAt,
      },
      workshopTitle: products.title,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      opensAfterDays: sql<number>`min(${lessons.dripDays})`.mapWith(Number),
      lessonTitles: sql<string[]>`array_agg(${lessons.title} order by ${lessons.position})`,
    })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(courseSections, eq(courseSections.productId, products.id))
    .innerJoin(lessons, eq(lessons.sectionId, courseSections.id))
    .where(
      and(
        eq(enrolments.status, 'active'),
        // Each side reads its own index: the enrolments' purchase time, the batches' start.
        or(
          and(selfPaced, gt(enrolments.createdAt, since), lte(enrolments.createdAt, until)),
          and(not(selfPaced), gt(batches.startsAt, since), lte(batches.startsAt, until)),
        ),
        notExists(mailed),
      ),
    )
    .groupBy(enrolments.id, batches.id, products.id, users.id, courseSections.id)
    .having(sql`bool_and(${lessons.dripDays} is not null)`);
}
