// How the course page words a curriculum's outline: the counts of sections and lessons, and lengths to
// the minute as the classroom words them; and the line near the price saying what the buyer gets.
import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import { lengthInWords } from '@kaushal/shared/duration';
import type { Product } from '@kaushal/shared/product';
import { accessWords, FORMAT_NAMES, formatWords } from '@kaushal/shared/workshop-format';
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

/** "6 h 20 min", "2 h", "45 min": a length to the minute, at least 1. */
export const toTheMinute = (seconds: number): string =>
  lengthInWords(Math.max(1, Math.round(seconds / 60)) * 60);

/** "6 h 20 min of video · 24 lessons", or nothing for a curriculum without lessons (or not read). */
function contentsParts(outline: CurriculumOutline | undefined): string[] {
  if (!outline || outline.lessonCount === 0) return [];
  const videoSeconds = outline.sections
    .flatMap((section) => section.lessons)
    .reduce(
      (sum, lesson) => sum + (lesson.kind === 'video' ? (lesson.durationSeconds ?? 0) : 0),
      0,
    );
  const lessons = counted(outline.lessonCount, 'lesson', 'lessons');
  return videoSeconds > 0 ? [`${toTheMinute(videoSeconds)} of video`, lessons] : [lessons];
}

/**
 * What the buyer gets, near the price: "Self-paced · 6 h 20 min of video · 24 lessons · access for
 * 1 year", "Live sessions in a batch · 8 lessons", "Hybrid · live sessions with recordings and lessons".
 */
export function courseSummary(
  product: Pick<Product, 'format' | 'accessDays'>,
  outline: CurriculumOutline | undefined,
): string {
  const contents = contentsParts(outline);
  const parts =
    product.format === 'self-paced'
      ? [FORMAT_NAMES['self-paced'], ...contents, accessWords(product.accessDays)]
      : [formatWords(product.format, product.accessDays), ...contents];
  return parts.join(' · ');
}
