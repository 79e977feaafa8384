// Curriculum contracts: a workshop's sections and lessons as admins build them, and the outline shoppers
// see on the course page (the text and link of free previews only).
import { z } from 'zod';
import { lessonVideoSchema, uploadIdSchema } from './video';
import { idOf } from './common';

export const lessonKinds = ['video', 'text', 'file', 'link'] as const;
export type LessonKind = (typeof lessonKinds)[number];

export const CURRICULUM_TITLE_MAX = 200;
/** A text lesson's HTML as the editor sends it, before sanitising. */
export const LESSON_BODY_MAX = 200_000;
export const LESSON_URL_MAX = 2_000;
/** Ten years: a later opening is a typo. */
export const DRIP_DAYS_MAX = 3_650;
/** Twenty-four hours of reading time for one lesson. */
export const LESSON_DURATION_MAX = 86_400;
/** More sections or lessons than this in one place is not a curriculum a learner can follow. */
export const CURRICULUM_POSITION_MAX = 1_000;

const titleOf = (what: string) =>
  z
    .string({ error: `Enter a ${what} title` })
    .trim()
    .min(1, `Enter a ${what} title`)
    .max(CURRICULUM_TITLE_MAX, `Keep the ${what} title to ${CURRICULUM_TITLE_MAX} characters`);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

/** Where a section or lesson stands among its siblings: 1 is first. */
const positionSchema = wholeNumber('Position', 1, CURRICULUM_POSITION_MAX);

const hasAField = (value: object) => Object.keys(value).length > 0;

export const sectionInputSchema = z.strictObject({ title: titleOf('section') });
export type SectionInput = z.output<typeof sectionInputSchema>;

/** A section's rename or move (`position`: the others shift to make room). */
export const sectionPatchSchema = z
  .strictObject({ title: titleOf('section').optional(), position: positionSchema.optional() })
  .refine(hasAField, 'Name what to change: title or position');
export type SectionPatch = z.output<typeof sectionPatchSchema>;

const lessonFieldsShape = {
  title: titleOf('lesson'),
  kind: z.enum(lessonKinds, { error: 'Choose a lesson type: video, text, file or link' }),
  /** A text lesson's HTML; the server keeps only what is safe to show. */
  body: z
    .string({ error: "Write the lesson's text" })
    .max(LESSON_BODY_MAX, `Keep the lesson's text to ${LESSON_BODY_MAX} characters`)
    .nullable(),
  /** A link lesson's https address, or a file lesson's address on this site. */
  url: z
    .string({ error: 'Enter the address as text' })
    .trim()
    .max(LESSON_URL_MAX, `Keep the address to ${LESSON_URL_MAX} characters`)
    .nullable(),
  preview: z.boolean({ error: 'Free preview must be yes or no' }),
  /** Days after the learner's start that the lesson opens; null opens it at once. */
  dripDays: wholeNumber('Opens after (days)', 0, DRIP_DAYS_MAX).nullable(),
  /** Reading time of a text or link lesson; a video's comes from its file. */
  durationSeconds: wholeNumber('Duration (seconds)', 1, LESSON_DURATION_MAX).nullable(),
};

export const lessonInputSchema = z.strictObject({
  title: lessonFieldsShape.title,
  kind: lessonFieldsShape.kind,
  body: lessonFieldsShape.body.optional(),
  url: lessonFieldsShape.url.optional(),
  preview: lessonFieldsShape.preview.optional(),
  dripDays: lessonFieldsShape.dripDays.optional(),
  durationSeconds: lessonFieldsShape.durationSeconds.optional(),
});
export type LessonInput = z.output<typeof lessonInputSchema>;

/**
 * A lesson's edit: the fields it names, and a move (`position` in its section, or `sectionId` of another
 * section of the same workshop, at its end unless `position` says where).
 */
export const lessonPatchSchema = z
  .strictObject({
    ...lessonFieldsShape,
    sectionId: idOf('Choose a section'),
    position: positionSchema,
    /** A video lesson's finished upload: it is transcoded, and replaces the video it had. */
    video: uploadIdSchema,
  })
  .partial()
  .refine(hasAField, 'Name what to change');
export type LessonPatch = z.output<typeof lessonPatchSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  position: z.number(),
  title: z.string(),
  kind: z.enum(lessonKinds),
  body: z.string().nullable(),
  url: z.string().nullable(),
  preview: z.boolean(),
  dripDays: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  video: lessonVideoSchema,
});
export type Lesson = z.infer<typeof lessonSchema>;

const totalsShape = {
  lessonCount: z.number(),
  /** The sum of the lessons' known durations. */
  durationSeconds: z.number(),
};

export const sectionSchema = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  ...totalsShape,
  lessons: z.array(lessonSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** Everything of a workshop's curriculum, as admins read it. */
export const curriculumSchema = z.object({
  productId: z.string(),
  ...totalsShape,
  sections: z.array(sectionSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

/** A lesson in the public outline: `body` and `url` are null unless it is a free preview. */
export const outlineLessonSchema = lessonSchema.pick({
  id: true,
  title: true,
  kind: true,
  preview: true,
  durationSeconds: true,
  body: true,
  url: true,
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const outlineSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...totalsShape,
  lessons: z.array(outlineLessonSchema),
});

/** What everyone may see of an offered workshop's curriculum. */
export const curriculumOutlineSchema = z.object({
  productId: z.string(),
  ...totalsShape,
  sections: z.array(outlineSectionSchema),
});
export type CurriculumOutline = z.infer<typeof curriculumOutlineSchema>;
