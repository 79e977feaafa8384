// The lesson form's values (text, as the inputs hold them) and the request body made from them. The
// server checks the body against the shared contract and names each field it refuses in the form's
// words, so the form does not check it twice.
import type { Lesson, LessonInput, LessonKind } from '@kaushal/shared/curriculum';
import type { ErrorBody } from '@kaushal/shared/errors';

export interface LessonFormValues {
  title: string;
  kind: LessonKind;
  /** A text lesson's HTML. */
  body: string;
  /** A link's https address, or a file's address on this site. */
  url: string;
  preview: boolean;
  dripDays: string;
  durationSeconds: string;
}

export const EMPTY_LESSON_FORM: LessonFormValues = {
  title: '',
  kind: 'video',
  body: '',
  url: '',
  preview: false,
  dripDays: '',
  durationSeconds: '',
};

/** Which of the kind-dependent fields each kind of lesson takes, as the server has it. */
export const kindFields: Record<LessonKind, { body: boolean; url: boolean; duration: boolean }> = {
  video: { body: false, url: false, duration: false },
  text: { body: true, url: false, duration: true },
  file: { body: false, url: true, duration: false },
  link: { body: false, url: true, duration: true },
};

export function lessonFormValues(lesson: Lesson): LessonFormValues {
  return {
    title: lesson.title,
    kind: lesson.kind,
    body: lesson.body ?? '',
    url: lesson.url ?? '',
    preview: lesson.preview,
    dripDays: lesson.dripDays === null ? '' : String(lesson.dripDays),
    // A video's length comes from its file, and is not the admin's to set.
    durationSeconds:
      lesson.kind === 'video' || lesson.durationSeconds === null
        ? ''
        : String(lesson.durationSeconds),
  };
}

/** An empty number field is "none"; anything else is the server's to judge. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The body of a new lesson or of an edit: every field, those the kind does not take empty (the server
 * refuses text on a link, and empties what a changed kind no longer takes).
 */
export function lessonBody(values: LessonFormValues): LessonInput {
  const takes = kindFields[values.kind];
  return {
    title: values.title,
    kind: values.kind,
    body: takes.body ? values.body : null,
    url: takes.url ? values.url.trim() : null,
    preview: values.preview,
    dripDays: numberOrNull(values.dripDays),
    durationSeconds: takes.duration ? numberOrNull(values.durationSeconds) : null,
  };
}

/** Messages by the field they belong to; `form` holds those no field shows. */
export type LessonFieldErrors = Partial<Record<keyof LessonFormValues | 'form', string>>;

const formFields = new Set<string>(Object.keys(EMPTY_LESSON_FORM));

/** The server's checks of a lesson's content, which name no field: the field each speaks of. */
const contentMessages: Record<string, keyof LessonFormValues> = {
  "Write the lesson's text": 'body',
  'Enter a link that starts with https://': 'url',
  'Enter the address of a file on this site, starting with /': 'url',
};

/** The server's refusal beside the fields it names; anything else is said above the buttons. */
export function lessonFieldErrors(body: Partial<ErrorBody> | undefined): LessonFieldErrors {
  const errors: LessonFieldErrors = {};
  for (const { path, message } of body?.issues ?? []) {
    const field = formFields.has(path) ? (path as keyof LessonFormValues) : 'form';
    errors[field] ??= message;
  }
  const message = body?.message;
  if (Object.keys(errors).length === 0 && message) {
    errors[Object.hasOwn(contentMessages, message) ? contentMessages[message]! : 'form'] = message;
  }
  return errors;
}
