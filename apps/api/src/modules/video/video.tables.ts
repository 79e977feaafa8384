// The tables modules/video owns: lesson videos with their transcoding state, and the playback sessions
// that let a learner's player fetch them. Only its repository reads and writes them (docs/decisions/0070).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VideoRendition, VideoState } from '@kaushal/shared';
import { bytea, createdAt, id, updatedAt } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * Owned by modules/video: an uploaded video and its HLS renditions. A row is the transcoding job too:
 * an instance claims it until `claimed_until`, counting the attempt; one that fails is due again at
 * `next_attempt_at` until its attempts run out.
 */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    /** The finished resumable upload it was made from, until the transcode has used it. */
    uploadId: text('upload_id'),
    state: text('state').$type<VideoState>().notNull().default('processing'),
    /** Why it failed, in words an admin can act on. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** The AES-128 key of its segments: only here, never beside them in the storage. */
    encryptionKey: bytea('encryption_key').notNull(),
    /** The storage folder of its playlists, segments and poster, new for each attempt. */
    folder: text('folder'),
    renditions: jsonb('renditions').$type<VideoRendition[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('videos_upload_unique').on(table.uploadId),
    index('videos_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'processing'`),
    check('videos_state', sql`${table.state} in ('processing', 'ready', 'failed')`),
    check('videos_key_length', sql`octet_length(${table.encryptionKey}) = 16`),
  ],
);

/**
 * Owned by modules/video: one player's right to fetch one video, named in its addresses by a random
 * token kept here only as a hash. Playlists and the key are served until `expires_at`, segments until
 * it is stopped, and only to the login session that started it (`session_tag`; none for a free
 * preview). It runs while within its expiry or its player fetched a segment lately; starting more than
 * an account's allowance of running sessions stops its oldest (`stopped_at`).
 */
export const playbackSessions = pgTable(
  'playback_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The hash of the login session's token; null for a visitor's preview. */
    sessionTag: text('session_tag'),
    /** What entitles the learner, checked again on each playlist and key: an enrolment's id. */
    enrolmentId: integer('enrolment_id'),
    lessonId: integer('lesson_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When its player last fetched a segment: a session playing past its expiry still counts. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('playback_sessions_user_idx').on(table.userId, table.startedAt)],
);
