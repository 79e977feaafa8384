// How the course page words a curriculum's outline: the counts of sections and lessons, and lengths to
// the minute as the classroom words them.
import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import { minutesText } from '../../components/lesson-content';

type Totals = Pick<CurriculumOutline, 'lessonCount' | 'durationSeconds'>;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 lessons · 14 min": a section's lessons and their length, if any of them has one. */
export function totalsText({ lessonCount, durationSeconds }: Totals): string {
  const length = durationSeconds > 0 ? minutesText(durationSeconds) : null;
  return [counted(lessonCount, 'lesson', 'lessons'), length].filter(Boolean).join(' · ');
}

/** "2 sections · 3 lessons · 14 min": the whole curriculum. */
export function outlineSummary(outline: CurriculumOutline): string {
  return `${counted(outline.sections.length, 'section', 'sections')} · ${totalsText(outline)}`;
}
