// The tables modules/classroom owns: each learner's progress through each lesson of their enrolment,
// the sections whose opening was mailed, and the courses completed. Only its repositories read and
// write them (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/columns';
import { enrolments } from '../learning/learning.tables';
import { courseSections, lessons } from '../lessons/lessons.tables';

/** Seconds `[from, to)` of a video, merged: sorted, none touching another. */
export type WatchedRanges = [number, number][];

/**
 * Owned by modules/classroom: one enrolment's progress through one lesson. A video's watched seconds
 * are kept as merged ranges, so a second played twice counts once; `completed_at` is set once.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    watched: jsonb('watched').$type<WatchedRanges>().notNull().default([]),
    /** The seconds `watched` covers. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** When the last report came: a report credits at most the playing time since then. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lesson_progress_enrolment_lesson_unique').on(table.enrolmentId, table.lessonId),
    check('lesson_progress_counts', sql`${table.watchedSeconds} >= 0 and ${table.position} >= 0`),
  ],
);

/**
 * Owned by modules/classroom: a section's opening as the job handled it for one enrolment: mailed to
 * its learner, or not (`mailed` false) when it opened before they enrolled or long before the job saw
 * it. The key is what lets every instance run the job and still send each such mail once.
 */
export const sectionOpeningMails = pgTable(
  'section_opening_mails',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
    mailed: boolean('mailed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.sectionId] })],
);

/**
 * Owned by modules/classroom: an enrolment whose every lesson was completed, once: its completion mail
 * is written with the row.
 */
export const courseCompletions = pgTable('course_completions', {
  enrolmentId: integer('enrolment_id')
    .primaryKey()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
});
