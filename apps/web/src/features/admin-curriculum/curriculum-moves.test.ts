import type { Curriculum, Lesson, Section } from '@kaushal/shared/curriculum';
import { describe, expect, it } from 'vitest';
import {
  lessonDrop,
  lessonStep,
  sectionDrop,
  sectionStep,
  withLessonMoved,
  withSectionMoved,
} from './curriculum-moves';

const lesson = (id: string, sectionId: string, durationSeconds: number | null = null): Lesson => ({
  id,
  sectionId,
  position: 0,
  title: `Lesson ${id}`,
  kind: 'text',
  body: '<p>Read me</p>',
  url: null,
  preview: false,
  dripDays: null,
  durationSeconds,
  video: null,
});

const section = (id: string, lessons: Lesson[]): Section => ({
  id,
  position: 0,
  title: `Section ${id}`,
  lessonCount: lessons.length,
  durationSeconds: lessons.reduce((sum, each) => sum + (each.durationSeconds ?? 0), 0),
  lessons: lessons.map((each, index) => ({ ...each, position: index + 1 })),
});

// Section 1 holds lessons a, b, c; section 2 holds d; section 3 is empty.
const curriculum: Curriculum = {
  productId: '5',
  lessonCount: 4,
  durationSeconds: 900,
  sections: [
    section('1', [lesson('a', '1', 300), lesson('b', '1', 600), lesson('c', '1')]),
    section('2', [lesson('d', '2')]),
    section('3', []),
  ].map((each, index) => ({ ...each, position: index + 1 })),
};

const order = (moved: Curriculum) =>
  moved.sections.map((each) => `${each.id}:${each.lessons.map((l) => l.id).join('')}`);

describe('a step by keyboard', () => {
  it('moves a section one place, and no further than either end', () => {
    expect(sectionStep(curriculum, '2', 'up')).toBe(1);
    expect(sectionStep(curriculum, '2', 'down')).toBe(3);
    expect(sectionStep(curriculum, '1', 'up')).toBeNull();
    expect(sectionStep(curriculum, '3', 'down')).toBeNull();
    expect(sectionStep(curriculum, '9', 'up')).toBeNull();
  });

  it('moves a lesson within its section', () => {
    expect(lessonStep(curriculum, 'b', 'up')).toEqual({ sectionId: '1', position: 1 });
    expect(lessonStep(curriculum, 'b', 'down')).toEqual({ sectionId: '1', position: 3 });
  });

  it('moves a lesson past the end of its section into the next or previous one', () => {
    expect(lessonStep(curriculum, 'c', 'down')).toEqual({ sectionId: '2', position: 1 });
    expect(lessonStep(curriculum, 'd', 'up')).toEqual({ sectionId: '1', position: 4 });
    // The empty section takes it too.
    expect(lessonStep(curriculum, 'd', 'down')).toEqual({ sectionId: '3', position: 1 });
  });

  it('goes nowhere from the very first or very last place', () => {
    expect(lessonStep(curriculum, 'a', 'up')).toBeNull();
    const last = withLessonMoved(curriculum, 'd', { sectionId: '3', position: 1 });
    expect(lessonStep(last, 'd', 'down')).toBeNull();
  });
});

describe('a drop', () => {
  it('places a section before or after the one it is let go on', () => {
    expect(sectionDrop(curriculum, '1', '3', true)).toBe(3);
    expect(sectionDrop(curriculum, '1', '3', false)).toBe(2);
    expect(sectionDrop(curriculum, '3', '1', false)).toBe(1);
    expect(sectionDrop(curriculum, '1', '2', false)).toBeNull();
    expect(sectionDrop(curriculum, '2', '2', true)).toBeNull();
  });

  it('places a lesson by the lesson it is let go on, counted as the server counts without it', () => {
    expect(lessonDrop(curriculum, 'a', { lessonId: 'c', after: true })).toEqual({
      sectionId: '1',
      position: 3,
    });
    expect(lessonDrop(curriculum, 'a', { lessonId: 'c', after: false })).toEqual({
      sectionId: '1',
      position: 2,
    });
    expect(lessonDrop(curriculum, 'c', { lessonId: 'a', after: false })).toEqual({
      sectionId: '1',
      position: 1,
    });
    expect(lessonDrop(curriculum, 'b', { lessonId: 'd', after: false })).toEqual({
      sectionId: '2',
      position: 1,
    });
  });

  it('places a lesson let go on a section at its end', () => {
    expect(lessonDrop(curriculum, 'a', { sectionId: '3' })).toEqual({
      sectionId: '3',
      position: 1,
    });
    expect(lessonDrop(curriculum, 'a', { sectionId: '1' })).toEqual({
      sectionId: '1',
      position: 3,
    });
  });

  it('is no move where the lesson already is', () => {
    expect(lessonDrop(curriculum, 'a', { lessonId: 'b', after: false })).toBeNull();
    expect(lessonDrop(curriculum, 'b', { lessonId: 'a', after: true })).toBeNull();
    expect(lessonDrop(curriculum, 'c', { sectionId: '1' })).toBeNull();
    expect(lessonDrop(curriculum, 'a', { lessonId: 'a', after: true })).toBeNull();
  });
});

describe('the curriculum once moved', () => {
  it('renumbers the sections', () => {
    const moved = withSectionMoved(curriculum, '3', 1);
    expect(order(moved)).toEqual(['3:', '1:abc', '2:d']);
    expect(moved.sections.map((each) => each.position)).toEqual([1, 2, 3]);
  });

  it('renumbers the lessons of both sections and moves their totals with them', () => {
    const moved = withLessonMoved(curriculum, 'b', { sectionId: '2', position: 2 });
    expect(order(moved)).toEqual(['1:ac', '2:db', '3:']);
    const [first, second] = moved.sections;
    expect(first?.lessons.map((each) => each.position)).toEqual([1, 2]);
    expect(second?.lessons.map((each) => [each.id, each.position, each.sectionId])).toEqual([
      ['d', 1, '2'],
      ['b', 2, '2'],
    ]);
    expect([first?.lessonCount, first?.durationSeconds]).toEqual([2, 300]);
    expect([second?.lessonCount, second?.durationSeconds]).toEqual([2, 600]);
    // The curriculum the page holds is left as it was.
    expect(order(curriculum)).toEqual(['1:abc', '2:d', '3:']);
  });

  it('moves a lesson within its section', () => {
    expect(order(withLessonMoved(curriculum, 'a', { sectionId: '1', position: 3 }))).toEqual([
      '1:bca',
      '2:d',
      '3:',
    ]);
  });
});
