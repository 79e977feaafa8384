// Lesson videos: one made from a finished upload, transcoded by whichever instance claims it first into
// encrypted HLS in the storage, and played through short-lived playback sessions bound to the viewer's
// login (docs/decisions/0070).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LessonVideo, Playback } from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage, StoredFile } from '../../lib/storage';
import { hashToken, newToken } from '../../lib/tokens';
import { transcodeToHls, VideoRefused } from './ffmpeg';
import type { VideoUploads } from './video-uploads';
import { videoRepository, type PlaybackWithVideo, type VideoRow } from './video.repository';

/** How long a playback's playlists and key are served: the player asks again after that. */
export const PLAYBACK_TTL_MS = 10 * 60_000;
/** A playback past its expiry still runs while its player fetched a segment this recently. */
const PLAYBACK_IDLE_MS = 60_000;
/** How long a transcode may take before another instance takes the video over. */
const TRANSCODE_LEASE_MS = 2 * 60 * 60_000;
/** Attempts before a video that keeps failing is marked failed. */
export const TRANSCODE_ATTEMPTS = 3;
/** The key's address as the playlists name it, relative to a rendition's playlist. */
const KEY_URI = '../key';

/** Files a playback serves: the playlists, the poster, and segments. The key is served from the row. */
const PLAYBACK_FILE = /^(?:master\.m3u8|poster\.jpg|\d{2,4}p\/(?:index\.m3u8|segment-\d{5}\.ts))$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};
export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export interface VideoOptions {
  storage: FileStorage;
  uploads: VideoUploads;
  clock: Clock;
  /** Running playback sessions an account may have; starting one more stops the oldest. */
  playbackAllowance: number;
}

/** A video the transcode made ready, for whoever names it (its lessons' durations). */
export interface ReadyVideo {
  id: number;
  durationSeconds: number;
}

export const toLessonVideo = (row: VideoRow): NonNullable<LessonVideo> => ({
  id: String(row.id),
  state: row.state,
  failure: row.failure,
  durationSeconds: row.durationSeconds,
});

const ended = () =>
  new AppError('FORBIDDEN', 'This video link has ended: open the lesson again to keep watching');

export function videoService(db: Database, options: VideoOptions) {
  const { storage, uploads, clock } = options;
  const videos = videoRepository(db);

  /** Transcodes the claimed video into a new storage folder; answers what the row becomes. */
  async function transcode(video: VideoRow, uploadId: string) {
    const workDir = await mkdtemp(join(tmpdir(), 'kaushal-video-'));
    try {
      const source = join(workDir, 'source');
      await uploads.download(uploadId, source);
      const made = await transcodeToHls(source, join(workDir, 'hls'), {
        key: Buffer.from(video.encryptionKey),
        keyUri: KEY_URI,
      });
      // A folder per attempt: an earlier attempt's files are never overwritten or mixed in.
      const folder = `videos/${video.id}/${video.attempts}`;
      for (const file of made.files) {
        await storage.putFile(`${folder}/${file}`, join(workDir, 'hls', file), contentTypeOf(file));
      }
      const top = made.renditions[0]!;
      return {
        state: 'ready' as const,
        failure: null,
        folder,
        renditions: made.renditions,
        durationSeconds: made.durationSeconds,
        width: top.width,
        height: top.height,
      };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    /** The resumable uploads' protocol server, which the upload route hands its requests. */
    uploadServer: uploads.server,

    /** A video to be made from the finished upload, in the caller's transaction; 400 when it is not one. */
    async fromUpload(uploadId: string, tx: Database = db): Promise<number> {
      if (!(await uploads.finished(uploadId))) {
        throw new AppError(
          'VALIDATION_FAILED',
          'This upload is not finished or no longer kept: upload the video again',
        );
      }
      const row = await videoRepository(tx).create(uploadId, randomBytes(16), clock());
      return row.id;
    },

    /** Each video's state, by id. */
    async states(ids: number[], tx: Database = db): Promise<Map<number, NonNullable<LessonVideo>>> {
      const rows = await videoRepository(tx).byIds(ids);
      return new Map(rows.map((row) => [row.id, toLessonVideo(row)]));
    },

    /**
     * Claims the next due video and transcodes it; when it is ready, `onReady` runs in the transaction
     * that says so. Answers whether there was a video to work on. A refused file fails at once; any
     * other failure is tried again later, up to TRANSCODE_ATTEMPTS.
     */
    async transcodeNext(
      onReady: (tx: Database, video: ReadyVideo) => Promise<void>,
      log: FastifyBaseLogger,
    ): Promise<boolean> {
      const claimedAt = clock();
      const leaseEnd = new Date(claimedAt.getTime() + TRANSCODE_LEASE_MS);
      const video = await videos.claimNext(claimedAt, leaseEnd);
      if (!video) return false;
      if (video.uploadId === null) {
        await videos.finish(
          video.id,
          leaseEnd,
          { state: 'failed', failure: 'Its upload is gone: upload the video again' },
          clock(),
        );
        return true;
      }
      const uploadId = video.uploadId;
      try {
        const ready = await transcode(video, uploadId);
        await db.transaction(async (tx) => {
          const kept = await videoRepository(tx).finish(
            video.id,
            leaseEnd,
            { ...ready, uploadId: null },
            clock(),
          );
          if (kept) await onReady(tx, { id: video.id, durationSeconds: ready.durationSeconds });
        });
        await uploads.remove(uploadId);
        log.info({ videoId: video.id, attempt: video.attempts }, 'video transcoded');
      } catch (error) {
        const refused = error instanceof VideoRefused;
        const last = refused || video.attempts >= TRANSCODE_ATTEMPTS;
        const reason = refused
          ? error.message
          : `Transcoding failed (attempt ${video.attempts} of ${TRANSCODE_ATTEMPTS})${last ? '' : '; it will be tried again'}`;
        log.error(
          { err: error, videoId: video.id, attempt: video.attempts },
          'transcoding a video failed',
        );
        const now = clock();
        await videos.finish(
          video.id,
          leaseEnd,
          last
            ? { state: 'failed', failure: reason }
            : {
                failure: reason,
                nextAttemptAt: new Date(now.getTime() + 60_000 * 2 ** video.attempts),
              },
          now,
        );
        if (last) await uploads.remove(uploadId);
      }
      return true;
    },

    /**
     * A playback of the ready video for this viewer; undefined while it is not ready. Starting one
     * stops the account's oldest beyond its allowance.
     */
    async startPlayback(viewer: {
      videoId: number;
      userId: number | null;
      sessionTag: string | null;
      enrolmentId: number | null;
      lessonId: number;
    }): Promise<Playback | undefined> {
      const video = await videos.byId(viewer.videoId);
      if (video?.state !== 'ready') return undefined;
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + PLAYBACK_TTL_MS);
      await videos.startPlayback(
        { ...viewer, tokenHash: hashToken(token), startedAt: now, expiresAt, seenAt: now },
        options.playbackAllowance,
        now,
        new Date(now.getTime() - PLAYBACK_IDLE_MS),
      );
      return {
        url: `/api/playback/${token}/master.m3u8`,
        expiresAt: expiresAt.toISOString(),
        posterUrl: `/api/playback/${token}/poster.jpg`,
      };
    },

    /**
     * The playback the token names, for the viewer's login session: 403 when it is unknown, stopped,
     * another session's, or (for playlists, the key and the poster: everything but segments) expired.
     * The caller checks the viewer's entitlement for all but segments.
     */
    async playback(
      token: string,
      file: string,
      sessionTag: string | null,
    ): Promise<{ playback: PlaybackWithVideo; segment: boolean }> {
      if (file !== 'key' && !PLAYBACK_FILE.test(file)) throw ended();
      const playback = await videos.playbackByToken(hashToken(token));
      if (!playback) throw ended();
      if (playback.stoppedAt !== null) {
        throw new AppError(
          'FORBIDDEN',
          'This video stopped here because it is playing on too many other devices: open the lesson again to watch it here',
        );
      }
      if (playback.sessionTag !== null && playback.sessionTag !== sessionTag) throw ended();
      const segment = file.endsWith('.ts');
      const now = clock();
      if (!segment && playback.expiresAt <= now) throw ended();
      if (segment && now.getTime() - playback.seenAt.getTime() > PLAYBACK_IDLE_MS / 2) {
        await videos.seen(playback.id, now);
      }
      return { playback, segment };
    },

    /** The playback's key, or a file of its video from the storage. */
    async fileOf(
      { video }: PlaybackWithVideo,
      file: string,
    ): Promise<StoredFile | Buffer | undefined> {
      if (video.state !== 'ready' || video.folder === null) return undefined;
      // A Buffer whichever engine read it (PGlite gives a plain Uint8Array).
      if (file === 'key') return Buffer.from(video.key);
      return storage.get(`${video.folder}/${file}`);
    },
  };
}

export type VideoService = ReturnType<typeof videoService>;
