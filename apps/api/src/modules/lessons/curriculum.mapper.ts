// Curriculum rows as the API shows them: everything for admins, the outline for everyone else.
import type { Curriculum, CurriculumOutline, Lesson, LessonVideo, Section } from '@kaushal/shared';
import type { LessonRow, SectionRow } from './curriculum.repository';

/** Each lesson video's state, by the video's id. */
export type VideoStates = ReadonlyMap<number, NonNullable<LessonVideo>>;

export const toLesson = (row: LessonRow, videos: VideoStates): Lesson => ({
  id: String(row.id),
  sectionId: String(row.sectionId),
  position: row.position,
  title: row.title,
  kind: row.kind,
  body: row.body,
  url: row.url,
  preview: row.preview,
  dripDays: row.dripDays,
  durationSeconds: row.durationSeconds,
  video: row.videoId === null ? null : (videos.get(row.videoId) ?? null),
});

const totalsOf = (lessons: Lesson[]) => ({
  lessonCount: lessons.length,
  durationSeconds: lessons.reduce((sum, lesson) => sum + (lesson.durationSeconds ?? 0), 0),
});

/** The section with its lessons (`lessons` may hold other sections' too). */
export function toSection(row: SectionRow, lessons: LessonRow[], videos: VideoStates): Section {
  const own = lessons
    .filter((lesson) => lesson.sectionId === row.id)
    .map((lesson) => toLesson(lesson, videos));
  return {
    id: String(row.id),
    position: row.position,
    title: row.title,
    ...totalsOf(own),
    lessons: own,
  };
}

export function toCurriculum(
  productId: number,
  sections: SectionRow[],
  lessons: LessonRow[],
  videos: VideoStates,
): Curriculum {
  const shown = sections.map((section) => toSection(section, lessons, videos));
  return {
    productId: String(productId),
    ...totalsOf(shown.flatMap((section) => section.lessons)),
    sections: shown,
  };
}

/** What a shopper sees: titles, kinds, durations and preview flags, and the content of previews only. */
export const toOutline = (curriculum: Curriculum): CurriculumOutline => ({
  productId: curriculum.productId,
  lessonCount: curriculum.lessonCount,
  durationSeconds: curriculum.durationSeconds,
  sections: curriculum.sections.map((section) => ({
    id: section.id,
    title: section.title,
    lessonCount: section.lessonCount,
    durationSeconds: section.durationSeconds,
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      preview: lesson.preview,
      durationSeconds: lesson.durationSeconds,
      body: lesson.preview ? lesson.body : null,
      url: lesson.preview ? lesson.url : null,
    })),
  })),
});
