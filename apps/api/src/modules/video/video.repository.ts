// Video queries: a video made from an upload, the next due transcode claimed for one pass and its end
// (ready, due again, failed), and the playback sessions of an account.
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playbackSessions, videos } from './video.tables';

export type VideoRow = typeof videos.$inferSelect;
export type PlaybackRow = typeof playbackSessions.$inferSelect;
export type NewPlayback = typeof playbackSessions.$inferInsert;
export type PlaybackWithVideo = PlaybackRow & {
  video: { state: VideoRow['state']; folder: string | null; key: Buffer };
};

/** Serialises the playback sessions an account starts, so the allowance holds under parallel starts. */
const PLAYBACK_LOCK = 0x70_6c_61_79; // "play"

export function videoRepository(db: Database) {
  return {
    async create(uploadId: string, encryptionKey: Buffer, now: Date): Promise<VideoRow> {
      const [row] = await db
        .insert(videos)
        .values({ uploadId, encryptionKey, nextAttemptAt: now })
        .returning();
      return row!;
    },

    byId: async (id: number): Promise<VideoRow | undefined> =>
      (await db.select().from(videos).where(eq(videos.id, id)))[0],

    byIds: (ids: number[]): Promise<VideoRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(videos).where(inArray(videos.id, ids)),

    /**
     * Claims the oldest due video nobody is transcoding until `leaseEnd`, counting the attempt. SKIP
     * LOCKED lets several instances' passes claim different videos instead of queueing on one, and a
     * claim whose instance died runs out and is taken again.
     */
    async claimNext(now: Date, leaseEnd: Date): Promise<VideoRow | undefined> {
      const due = db
        .select({ id: videos.id })
        .from(videos)
        .where(
          and(
            eq(videos.state, 'processing'),
            lte(videos.nextAttemptAt, now),
            or(isNull(videos.claimedUntil), lt(videos.claimedUntil, now)),
          ),
        )
        .orderBy(asc(videos.nextAttemptAt), asc(videos.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(videos)
        .set({ claimedUntil: leaseEnd, attempts: sql`${videos.attempts} + 1`, updatedAt: now })
        .where(inArray(videos.id, due))
        .returning();
      return claimed;
    },

    /** Ends the claim of `claimedUntil` with `change`; false when the claim was lost to another pass. */
    async finish(
      id: number,
      claimedUntil: Date,
      change: Partial<
        Pick<
          VideoRow,
          | 'state'
          | 'failure'
          | 'nextAttemptAt'
          | 'durationSeconds'
          | 'width'
          | 'height'
          | 'renditions'
          | 'folder'
          | 'uploadId'
        >
      >,
      now: Date,
    ): Promise<boolean> {
      const ended = await db
        .update(videos)
        .set({ ...change, claimedUntil: null, updatedAt: now })
        .where(and(eq(videos.id, id), eq(videos.claimedUntil, claimedUntil)))
        .returning({ id: videos.id });
      return ended.length === 1;
    },

    /**
     * Starts a playback session, then stops the account's oldest running ones beyond `allowance`,
     * under a lock per account: two players starting at once cannot both keep a place.
     */
    async startPlayback(
      playback: NewPlayback,
      allowance: number,
      now: Date,
      idleSince: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (playback.userId != null) {
          await tx.execute(sql`select pg_advisory_xact_lock(${PLAYBACK_LOCK}, ${playback.userId})`);
        }
        await tx.insert(playbackSessions).values(playback);
        if (playback.userId == null) return;
        const running = await tx
          .select({ id: playbackSessions.id })
          .from(playbackSessions)
          .where(
            and(
              eq(playbackSessions.userId, playback.userId),
              isNull(playbackSessions.stoppedAt),
              or(gt(playbackSessions.expiresAt, now), gt(playbackSessions.seenAt, idleSince)),
            ),
          )
          .orderBy(desc(playbackSessions.startedAt), desc(playbackSessions.id));
        const beyond = running.slice(allowance).map((row) => row.id);
        if (beyond.length > 0) {
          await tx
            .update(playbackSessions)
            .set({ stoppedAt: now })
            .where(inArray(playbackSessions.id, beyond));
        }
      });
    },

    async seen(id: number, now: Date): Promise<void> {
      await db.update(playbackSessions).set({ seenAt: now }).where(eq(playbackSessions.id, id));
    },

    /** The playback with where its video's files are, read in one query: segments ask for it often. */
    async playbackByToken(tokenHash: string): Promise<PlaybackWithVideo | undefined> {
      const [row] = await db
        .select({
          playback: playbackSessions,
          video: { state: videos.state, folder: videos.folder, key: videos.encryptionKey },
        })
        .from(playbackSessions)
        .innerJoin(videos, eq(videos.id, playbackSessions.videoId))
        .where(eq(playbackSessions.tokenHash, tokenHash));
      return row && { ...row.playback, video: row.video };
    },
  };
}
