import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import { expect, it } from 'vitest';
import { courseSummary, toTheMinute, outlineSummary, totalsText } from './curriculum-display';

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

it('writes a long length in hours and minutes', () => {
  expect(toTheMinute(6 * 3600 + 20 * 60)).toBe('6 h 20 min');
  expect(toTheMinute(2 * 3600)).toBe('2 h');
  expect(toTheMinute(45 * 60)).toBe('45 min');
  expect(toTheMinute(8)).toBe('1 min');
});

const lesson = (kind: 'video' | 'text', durationSeconds: number | null) => ({
  id: `${kind}-${durationSeconds}`,
  title: 'A lesson',
  kind,
  preview: false,
  durationSeconds,
  body: null,
  url: null,
});

const lessons: CurriculumOutline = {
  productId: '7',
  lessonCount: 24,
  durationSeconds: 24_000,
  sections: [
    {
      id: '1',
      title: 'All of it',
      lessonCount: 24,
      durationSeconds: 24_000,
      // 6 h 20 min of video among them; the reading's length is not video.
      lessons: [lesson('video', 6 * 3600), lesson('video', 20 * 60), lesson('text', 1200)],
    },
  ],
};

it('says what the buyer gets: the format, the video and lessons, and a self-paced access', () => {
  expect(courseSummary({ format: 'self-paced', accessDays: 365 }, lessons)).toBe(
    'Self-paced · 6 h 20 min of video · 24 lessons · access for 1 year',
  );
  expect(courseSummary({ format: 'self-paced', accessDays: null }, outline(0, 0, 0))).toBe(
    'Self-paced · lifetime access',
  );
  expect(courseSummary({ format: 'live', accessDays: null }, undefined)).toBe(
    'Live sessions in a batch',
  );
  expect(courseSummary({ format: 'hybrid', accessDays: null }, outline(1, 3, 0))).toBe(
    'Hybrid · live sessions with recordings and lessons · 3 lessons',
  );
});
