// The video contracts: a lesson video's transcoding state as admins see it, and the playback a learner's
// player is given (docs/decisions/0070).
import { z } from 'zod';

export const videoStates = ['processing', 'ready', 'failed'] as const;
export type VideoState = (typeof videoStates)[number];

/** One HLS rendition of a transcoded video. */
export interface VideoRendition {
  width: number;
  height: number;
  bandwidth: number;
  /** Its playlist, relative to the master playlist. */
  playlist: string;
}

export { lengthInWords } from './duration';

/** A finished resumable upload as `PATCH …/lessons/:lessonId {video}` names it. */
export const uploadIdSchema = z
  .string({ error: 'Name the finished upload of the video' })
  .regex(/^[a-f0-9]{32}$/, 'This is not the id of an upload: upload the video again');

/** An uploaded video's state; null until one is given. */
export const lessonVideoSchema = z
  .object({
    id: z.string(),
    state: z.enum(videoStates),
    /** Why it failed, in words an admin can act on. */
    failure: z.string().nullable(),
    durationSeconds: z.number().nullable(),
  })
  .nullable();
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

/** A video's playlist for one player: signed, bound to the viewer's session, short-lived. */
export const playbackSchema = z.object({
  /** The master HLS playlist. */
  url: z.string(),
  /** After this, the playlist and key are refused: the player asks for the lesson again. */
  expiresAt: z.string(),
  posterUrl: z.string(),
});
export type Playback = z.infer<typeof playbackSchema>;

/** GET /api/products/:id/lessons/:lessonId/preview: a free preview's video, for anyone. */
export const previewPlaybackSchema = z.object({ playback: playbackSchema });
export type PreviewPlayback = z.infer<typeof previewPlaybackSchema>;
