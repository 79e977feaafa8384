// A lesson's kind and length, and a text lesson's text, as the classroom and the course page's
// curriculum show them.
import type { LessonKind } from '@kaushal/shared/curriculum';

export const lessonKindText: Record<LessonKind, string> = {
  video: 'Video',
  text: 'Reading',
  file: 'File',
  link: 'Link',
};

/** "5 min": a lesson's length to the minute, at least 1; none for a lesson whose length is not known. */
export const minutesText = (seconds: number | null) =>
  seconds === null ? null : `${Math.max(1, Math.round(seconds / 60))} min`;

/** The admin's rich text as a reader expects it: headings, spaced paragraphs, lists, quotes, code. */
const lessonTextClasses =
  'max-w-prose space-y-4 leading-relaxed text-slate-800 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_ul]:list-disc [&_ul]:pl-6';

/** A text lesson's HTML, cleaned on the server before it was kept (docs/product.md §4.15). */
export function LessonText({ html }: { html: string }) {
  return <div className={lessonTextClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
