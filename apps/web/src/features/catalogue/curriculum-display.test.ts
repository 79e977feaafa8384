import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import { expect, it } from 'vitest';
import { outlineSummary, totalsText } from './curriculum-display';

const outline = (sectionCount: number, lessonCount: number, durationSeconds: number) =>
  ({
    productId: '7',
    lessonCount,
    durationSeconds,
    sections: Array.from({ length: sectionCount }, (_, index) => ({
      id: String(index),
      title: `Section ${index}`,
      lessonCount: 0,
      durationSeconds: 0,
      lessons: [],
    })),
  }) satisfies CurriculumOutline;

it('counts lessons, with their length to the minute when any has one', () => {
  expect(totalsText({ lessonCount: 1, durationSeconds: 300 })).toBe('1 lesson · 5 min');
  expect(totalsText({ lessonCount: 3, durationSeconds: 848 })).toBe('3 lessons · 14 min');
  // A short video still takes a minute of the learner's time.
  expect(totalsText({ lessonCount: 1, durationSeconds: 8 })).toBe('1 lesson · 1 min');
  // File lessons, and videos not transcoded yet, have no length.
  expect(totalsText({ lessonCount: 2, durationSeconds: 0 })).toBe('2 lessons');
});

it('sums the whole curriculum up in sections, lessons and length', () => {
  expect(outlineSummary(outline(2, 3, 848))).toBe('2 sections · 3 lessons · 14 min');
  expect(outlineSummary(outline(1, 1, 0))).toBe('1 section · 1 lesson');
});
