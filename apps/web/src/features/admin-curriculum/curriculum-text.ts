// The words of the curriculum page: lengths, each lesson's facts and its video's state, the totals.
import type { Curriculum, Lesson, LessonKind, Section } from '@kaushal/shared/curriculum';
import { lengthInWords, type LessonVideo } from '@kaushal/shared/video';

export const kindLabels: Record<LessonKind, string> = {
  video: 'Video',
  text: 'Text',
  file: 'File',
  link: 'Link',
};

/** "1 lesson", "3 lessons". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "8 s", "3 min 20 s", "1 h 5 min", as the server words a video's length. */
export const formatDuration = (seconds: number): string =>
  lengthInWords(Math.max(1, Math.round(seconds)));

export type VideoTone = 'none' | 'processing' | 'ready' | 'failed';

/** A video lesson's video as the admin reads it, and the tone it is shown in. */
export function videoState(video: LessonVideo): { text: string; tone: VideoTone } {
  if (!video) return { text: 'No video yet', tone: 'none' };
  switch (video.state) {
    case 'processing':
      return { text: 'Processing…', tone: 'processing' };
    case 'ready':
      return {
        text:
          video.durationSeconds === null
            ? 'Ready'
            : `Ready · ${formatDuration(video.durationSeconds)}`,
        tone: 'ready',
      };
    case 'failed':
      return {
        text: `Failed: ${video.failure ?? 'the video could not be processed'}`,
        tone: 'failed',
      };
  }
}

/** When a dripped lesson opens; null for one open from the start. */
export function dripText(days: number | null): string | null {
  if (days === null) return null;
  return days === 0 ? 'Opens on the first day' : `Opens after ${count(days, 'day', 'days')}`;
}

/**
 * What the lesson's line says under its title: its kind, its reading time (a video's length is in its
 * state instead), whether it is a free preview and when it opens.
 */
export function lessonFacts(lesson: Lesson): string[] {
  const facts = [kindLabels[lesson.kind]];
  if (lesson.kind !== 'video' && lesson.durationSeconds !== null) {
    facts.push(formatDuration(lesson.durationSeconds));
  }
  if (lesson.preview) facts.push('Free preview');
  const drip = dripText(lesson.dripDays);
  if (drip) facts.push(drip);
  return facts;
}

/** "3 lessons · 12 min", "No lessons yet". */
export function totalsText({
  lessonCount,
  durationSeconds,
}: Pick<Section, 'lessonCount' | 'durationSeconds'>): string {
  if (lessonCount === 0) return 'No lessons yet';
  const lessons = count(lessonCount, 'lesson', 'lessons');
  return durationSeconds > 0 ? `${lessons} · ${formatDuration(durationSeconds)}` : lessons;
}

/** Whether the server is still transcoding a video of the curriculum, whose state it alone changes. */
export const hasVideoProcessing = (curriculum: Curriculum) =>
  curriculum.sections.some((section) =>
    section.lessons.some((lesson) => lesson.video?.state === 'processing'),
  );
