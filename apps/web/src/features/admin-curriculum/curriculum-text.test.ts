import type { Lesson } from '@kaushal/shared/curriculum';
import { describe, expect, it } from 'vitest';
import {
  dripText,
  formatDuration,
  hasVideoProcessing,
  lessonFacts,
  totalsText,
  videoState,
} from './curriculum-text';

const lesson = (fields: Partial<Lesson>): Lesson => ({
  id: '1',
  sectionId: '1',
  position: 1,
  title: 'Welcome',
  kind: 'text',
  body: '<p>Hello</p>',
  url: null,
  preview: false,
  dripDays: null,
  durationSeconds: null,
  video: null,
  ...fields,
});

describe('curriculum text', () => {
  it('words a length by its parts that are not zero', () => {
    expect(formatDuration(8)).toBe('8 s');
    expect(formatDuration(8.04)).toBe('8 s');
    expect(formatDuration(0.4)).toBe('1 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(300)).toBe('5 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7201)).toBe('2 h 1 s');
  });

  it('says what the server has made of a video', () => {
    expect(videoState(null)).toEqual({ text: 'No video yet', tone: 'none' });
    const video = { id: '3', failure: null, durationSeconds: null };
    expect(videoState({ ...video, state: 'processing' })).toEqual({
      text: 'Processing…',
      tone: 'processing',
    });
    expect(videoState({ ...video, state: 'ready', durationSeconds: 8 }).text).toBe('Ready · 8 s');
    expect(videoState({ ...video, state: 'ready' }).text).toBe('Ready');
    expect(
      videoState({ ...video, state: 'failed', failure: 'This file is not a video we can read.' }),
    ).toEqual({ text: 'Failed: This file is not a video we can read.', tone: 'failed' });
  });

  it('says when a dripped lesson opens', () => {
    expect(dripText(null)).toBeNull();
    expect(dripText(0)).toBe('Opens on the first day');
    expect(dripText(1)).toBe('Opens after 1 day');
    expect(dripText(7)).toBe('Opens after 7 days');
  });

  it('lists a lesson’s facts, a video’s length being in its state', () => {
    expect(lessonFacts(lesson({ durationSeconds: 300, preview: true, dripDays: 3 }))).toEqual([
      'Text',
      '5 min',
      'Free preview',
      'Opens after 3 days',
    ]);
    expect(lessonFacts(lesson({ kind: 'video', body: null, durationSeconds: 8 }))).toEqual([
      'Video',
    ]);
    expect(lessonFacts(lesson({ kind: 'file', body: null, url: '/uploads/a.pdf' }))).toEqual([
      'File',
    ]);
  });

  it('sums up a section or the whole', () => {
    expect(totalsText({ lessonCount: 0, durationSeconds: 0 })).toBe('No lessons yet');
    expect(totalsText({ lessonCount: 1, durationSeconds: 0 })).toBe('1 lesson');
    expect(totalsText({ lessonCount: 3, durationSeconds: 728 })).toBe('3 lessons · 12 min 8 s');
  });

  it('knows while a video is processing', () => {
    const video = { id: '3', failure: null, durationSeconds: null };
    const curriculumWith = (state: 'processing' | 'ready') => ({
      productId: '5',
      lessonCount: 2,
      durationSeconds: 0,
      sections: [
        {
          id: '1',
          position: 1,
          title: 'Start',
          lessonCount: 2,
          durationSeconds: 0,
          lessons: [lesson({}), lesson({ id: '2', kind: 'video', video: { ...video, state } })],
        },
      ],
    });
    expect(hasVideoProcessing(curriculumWith('processing'))).toBe(true);
    expect(hasVideoProcessing(curriculumWith('ready'))).toBe(false);
  });
});
