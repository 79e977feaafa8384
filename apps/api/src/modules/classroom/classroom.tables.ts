// The table modules/classroom owns: each learner's progress through each lesson of their enrolment.
// Only its repository reads and writes it (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/columns';
import { enrolments } from '../learning/learning.tables';
import { lessons } from '../lessons/lessons.tables';

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
