import type { Lesson } from '@kaushal/shared/curriculum';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LESSON_FORM,
  lessonBody,
  lessonFieldErrors,
  lessonFormValues,
} from './lesson-form-values';

const textLesson: Lesson = {
  id: '4',
  sectionId: '2',
  position: 1,
  title: 'How a model flows',
  kind: 'text',
  body: '<p>Three statements</p>',
  url: null,
  preview: true,
  dripDays: 3,
  durationSeconds: 300,
  video: null,
};

describe('lesson form values', () => {
  it('fills the form from a lesson and sends the same lesson back', () => {
    const values = lessonFormValues(textLesson);
    expect(values).toEqual({
      title: 'How a model flows',
      kind: 'text',
      body: '<p>Three statements</p>',
      url: '',
      preview: true,
      dripDays: '3',
      durationSeconds: '300',
    });
    expect(lessonBody(values)).toEqual({
      title: 'How a model flows',
      kind: 'text',
      body: '<p>Three statements</p>',
      url: null,
      preview: true,
      dripDays: 3,
      durationSeconds: 300,
    });
  });

  it('sends empty what the kind does not take, and an empty number as none', () => {
    const link = { ...lessonFormValues(textLesson), kind: 'link' as const, url: ' https://x.in ' };
    expect(lessonBody({ ...link, dripDays: '' })).toMatchObject({
      body: null,
      url: 'https://x.in',
      dripDays: null,
      durationSeconds: 300,
    });
    expect(lessonBody({ ...EMPTY_LESSON_FORM, title: 'Intro' })).toEqual({
      title: 'Intro',
      kind: 'video',
      body: null,
      url: null,
      preview: false,
      dripDays: null,
      durationSeconds: null,
    });
  });

  it('leaves a video’s length out of the form: it comes from its file', () => {
    const video = { ...textLesson, kind: 'video' as const, body: null, durationSeconds: 8 };
    expect(lessonFormValues(video).durationSeconds).toBe('');
  });

  it('puts the server’s refusals beside their fields', () => {
    expect(
      lessonFieldErrors({
        message: 'Enter a lesson title',
        issues: [
          { path: 'title', message: 'Enter a lesson title' },
          { path: 'dripDays', message: 'Opens after (days) must be a whole number from 0 to 3650' },
        ],
      }),
    ).toEqual({
      title: 'Enter a lesson title',
      dripDays: 'Opens after (days) must be a whole number from 0 to 3650',
    });
    expect(lessonFieldErrors({ message: 'Enter a link that starts with https://' })).toEqual({
      url: 'Enter a link that starts with https://',
    });
    expect(lessonFieldErrors({ message: "Write the lesson's text" })).toEqual({
      body: "Write the lesson's text",
    });
    expect(lessonFieldErrors({ message: 'Section 40 has no lesson 7' })).toEqual({
      form: 'Section 40 has no lesson 7',
    });
    expect(lessonFieldErrors(undefined)).toEqual({});
  });
});
