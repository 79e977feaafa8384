// The tables modules/lessons owns: a workshop's curriculum, its sections and their lessons.
// Only its repositories read and write them; other modules' tables name them in foreign keys (docs/decisions/0064).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LessonKind } from '@kaushal/shared';
import { createdAt, id, updatedAt } from '../../db/columns';
import { products } from '../catalogue/catalogue.tables';
import { videos } from '../video/video.tables';

/**
 * Owned by modules/lessons: a section of a workshop's curriculum. Positions run 1, 2, 3… within the
 * workshop, kept dense by moves under the curriculum's lock (docs/decisions/0066).
 */
export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('course_sections_product_idx').on(table.productId, table.position),
    check('course_sections_position_positive', sql`${table.position} >= 1`),
  ],
);

/**
 * Owned by modules/lessons: a lesson of a section, positioned 1, 2, 3… within it. Deleting a section
 * deletes its lessons.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind').$type<LessonKind>().notNull(),
    /** A text lesson's sanitised HTML. */
    body: text('body'),
    /** A link lesson's https address, or a file lesson's path on this site. */
    url: text('url'),
    preview: boolean('preview').notNull().default(false),
    dripDays: integer('drip_days'),
    /** A video lesson's length, from its video once transcoded; a text or link lesson's reading time. */
    durationSeconds: integer('duration_seconds'),
    /** A video lesson's video (modules/video); a new upload replaces it. */
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('lessons_section_idx').on(table.sectionId, table.position),
    index('lessons_video_idx').on(table.videoId),
    check('lessons_position_positive', sql`${table.position} >= 1`),
    check('lessons_kind', sql`${table.kind} in ('video', 'text', 'file', 'link')`),
    check('lessons_drip_days_not_negative', sql`${table.dripDays} >= 0`),
  ],
);
