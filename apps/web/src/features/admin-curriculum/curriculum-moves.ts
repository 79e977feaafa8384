// Where a section or lesson goes when the admin moves it, a step at a time by keyboard or by a drop, in
// the API's terms (1-based positions, the others shifting to make room), and the curriculum as it looks
// once moved, which the page shows before the server has answered.
import type { Curriculum, Lesson, Section } from '@kaushal/shared/curriculum';

export type Direction = 'up' | 'down';

/** Where a lesson stands: its section, and its position there (1 is first). */
export interface LessonPlace {
  sectionId: string;
  position: number;
}

/** Where a dragged lesson is let go: before or after another lesson, or at the end of a section. */
export type LessonDropTarget = { lessonId: string; after: boolean } | { sectionId: string };

const indexOfSection = (curriculum: Curriculum, sectionId: string) =>
  curriculum.sections.findIndex((section) => section.id === sectionId);

/** The lesson's section and its index there, or undefined for a lesson the curriculum has not. */
function findLesson(curriculum: Curriculum, lessonId: string) {
  for (const section of curriculum.sections) {
    const index = section.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index >= 0) return { section, index };
  }
  return undefined;
}

/** The section's position one step up or down, or null when it is already first or last. */
export function sectionStep(
  curriculum: Curriculum,
  sectionId: string,
  direction: Direction,
): number | null {
  const index = indexOfSection(curriculum, sectionId);
  if (index < 0) return null;
  const to = direction === 'up' ? index - 1 : index + 1;
  return to < 0 || to >= curriculum.sections.length ? null : to + 1;
}

/**
 * The lesson's place one step up or down. From the first lesson of a section "up" goes to the end of
 * the section before, and from the last "down" to the start of the next, so the keyboard reaches every
 * place a drag does. Null at the very first and very last place.
 */
export function lessonStep(
  curriculum: Curriculum,
  lessonId: string,
  direction: Direction,
): LessonPlace | null {
  const found = findLesson(curriculum, lessonId);
  if (!found) return null;
  const { section, index } = found;
  const sectionIndex = indexOfSection(curriculum, section.id);
  if (direction === 'up') {
    if (index > 0) return { sectionId: section.id, position: index };
    const before = curriculum.sections[sectionIndex - 1];
    return before ? { sectionId: before.id, position: before.lessons.length + 1 } : null;
  }
  if (index < section.lessons.length - 1) return { sectionId: section.id, position: index + 2 };
  const next = curriculum.sections[sectionIndex + 1];
  return next ? { sectionId: next.id, position: 1 } : null;
}

/** The position of a section dropped before or after `targetId`; null when it would not move. */
export function sectionDrop(
  curriculum: Curriculum,
  sectionId: string,
  targetId: string,
  after: boolean,
): number | null {
  const from = indexOfSection(curriculum, sectionId);
  const others = curriculum.sections.filter((section) => section.id !== sectionId);
  const target = others.findIndex((section) => section.id === targetId);
  if (from < 0 || target < 0) return null;
  const to = target + (after ? 1 : 0);
  return to === from ? null : to + 1;
}

/** The place of a lesson dropped on `target`; null when it would not move. */
export function lessonDrop(
  curriculum: Curriculum,
  lessonId: string,
  target: LessonDropTarget,
): LessonPlace | null {
  const found = findLesson(curriculum, lessonId);
  if (!found) return null;
  let place: LessonPlace;
  if ('lessonId' in target) {
    const over = findLesson(curriculum, target.lessonId);
    if (!over || target.lessonId === lessonId) return null;
    // Counted without the dragged lesson, as the server counts once it has taken it out.
    const rest = over.section.lessons.filter((lesson) => lesson.id !== lessonId);
    const index = rest.findIndex((lesson) => lesson.id === target.lessonId);
    place = { sectionId: over.section.id, position: index + (target.after ? 1 : 0) + 1 };
  } else {
    const section = curriculum.sections.find((each) => each.id === target.sectionId);
    if (!section) return null;
    const staying = section.id === found.section.id;
    place = { sectionId: section.id, position: section.lessons.length + (staying ? 0 : 1) };
  }
  const unmoved = place.sectionId === found.section.id && place.position === found.index + 1;
  return unmoved ? null : place;
}

const numbered = <Item extends { position: number }>(items: Item[]): Item[] =>
  items.map((item, index) => ({ ...item, position: index + 1 }));

const withTotals = (section: Section, lessons: Lesson[]): Section => ({
  ...section,
  lessons: numbered(lessons),
  lessonCount: lessons.length,
  durationSeconds: lessons.reduce((sum, lesson) => sum + (lesson.durationSeconds ?? 0), 0),
});

/** The curriculum with the section at `position`, the others shifted. */
export function withSectionMoved(
  curriculum: Curriculum,
  sectionId: string,
  position: number,
): Curriculum {
  const moving = curriculum.sections.find((section) => section.id === sectionId);
  if (!moving) return curriculum;
  const others = curriculum.sections.filter((section) => section.id !== sectionId);
  others.splice(position - 1, 0, moving);
  return { ...curriculum, sections: numbered(others) };
}

/** The curriculum with the lesson at `place`, the lessons of both sections shifted. */
export function withLessonMoved(
  curriculum: Curriculum,
  lessonId: string,
  place: LessonPlace,
): Curriculum {
  const found = findLesson(curriculum, lessonId);
  if (!found || indexOfSection(curriculum, place.sectionId) < 0) return curriculum;
  const moving = { ...found.section.lessons[found.index]!, sectionId: place.sectionId };
  return {
    ...curriculum,
    sections: curriculum.sections.map((section) => {
      const lessons = section.lessons.filter((lesson) => lesson.id !== lessonId);
      if (section.id === place.sectionId) lessons.splice(place.position - 1, 0, moving);
      return section.id === place.sectionId || section.id === found.section.id
        ? withTotals(section, lessons)
        : section;
    }),
  };
}
