// The classroom contracts: an enrolled learner's curriculum with what is open and done, one lesson, and
// the progress the player or the learner reports (docs/product.md §4.16).
import { z } from 'zod';
import { lessonKinds } from './curriculum';
import { playbackSchema } from './video';

/** A video lesson counts as done once this share of its distinct seconds has been watched. */
export const WATCHED_TO_COMPLETE = 0.9;
/** Watched ranges one report may carry; a player reports every few seconds. */
export const WATCHED_RANGES_MAX = 50;
/** The longest video position, in seconds: a day. */
const POSITION_MAX = 86_400;

const second = z
  .number({ error: 'Seconds must be a whole number' })
  .int('Seconds must be a whole number')
  .min(0, 'Seconds cannot be negative')
  .max(POSITION_MAX, `Seconds must be at most ${POSITION_MAX}`);

/**
 * POST /api/enrolments/:id/lessons/:lessonId/progress. A video reports where the player is and the
 * ranges of seconds played since its last report (`[from, to)`); any other lesson is marked done.
 */
export const lessonProgressInputSchema = z.union([
  z.strictObject({
    position: second,
    watched: z
      .array(
        z
          .tuple([second, second])
          .refine(([from, to]) => from <= to, 'A watched range must end after it starts'),
      )
      .max(WATCHED_RANGES_MAX, `Report at most ${WATCHED_RANGES_MAX} watched ranges at once`),
  }),
  z.strictObject({ done: z.literal(true, { error: 'done must be true' }) }),
]);
export type LessonProgressInput = z.output<typeof lessonProgressInputSchema>;

export const lessonProgressSchema = z.object({
  completed: z.boolean(),
  /** Whole per cent of the curriculum's lessons completed. */
  courseProgress: z.number().int(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** A lesson as its learner sees it in the curriculum. */
export const classroomLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(lessonKinds),
  durationSeconds: z.number().nullable(),
  /** Not yet open: it opens at `unlocksAt`. */
  locked: z.boolean(),
  /** When a dripped lesson opens (midnight IST of its day); null for a lesson open from the start. */
  unlocksAt: z.string().nullable(),
  completed: z.boolean(),
  /** Where the learner left a video, in seconds. */
  position: z.number().int(),
});
export type ClassroomLesson = z.infer<typeof classroomLessonSchema>;

/** GET /api/enrolments/:id/curriculum. */
export const classroomCurriculumSchema = z.object({
  enrolmentId: z.string(),
  productId: z.string(),
  workshop: z.object({ title: z.string(), slug: z.string() }),
  courseProgress: z.number().int(),
  /** The lesson to continue with: the last one reported on, else the first open one not done. */
  resume: z.object({ lessonId: z.string(), position: z.number().int() }).nullable(),
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), lessons: z.array(classroomLessonSchema) }),
  ),
});
export type ClassroomCurriculum = z.infer<typeof classroomCurriculumSchema>;

/** GET /api/enrolments/:id/lessons/:lessonId: an open lesson, with its content. */
export const classroomLessonDetailSchema = classroomLessonSchema.extend({
  sectionId: z.string(),
  /** A text lesson's sanitised HTML. */
  body: z.string().nullable(),
  /** A link lesson's address, or a file lesson's. */
  url: z.string().nullable(),
  /** A video lesson's playlist once its video is ready; null for other lessons and while it is made. */
  playback: playbackSchema.nullable(),
});
export type ClassroomLessonDetail = z.infer<typeof classroomLessonDetailSchema>;
