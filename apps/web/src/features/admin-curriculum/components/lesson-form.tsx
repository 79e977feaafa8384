// Adding a lesson to a section, or changing one: its title and kind, then what the kind holds (a text's
// HTML, a link's or file's address, a reading time), whether it is a free preview and when it opens.
// The server's refusals show at their fields, the first of them focused.
import type { Lesson, LessonKind } from '@kaushal/shared/curriculum';
import type { ErrorBody } from '@kaushal/shared/errors';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useAddLessonMutation, useEditLessonMutation } from '../curriculum-api';
import { kindLabels } from '../curriculum-text';
import {
  EMPTY_LESSON_FORM,
  kindFields,
  lessonBody,
  lessonFieldErrors,
  lessonFormValues,
  type LessonFieldErrors,
  type LessonFormValues,
} from '../lesson-form-values';

const hintClasses = 'mt-1.5 text-xs text-slate-500';

interface LessonFormProps {
  productId: string;
  sectionId: string;
  /** The lesson being changed; a new one is added to the section without it. */
  lesson?: Lesson;
  onSaved: (lesson: Lesson) => void;
  onCancel: () => void;
}

export function LessonForm({ productId, sectionId, lesson, onSaved, onCancel }: LessonFormProps) {
  const [values, setValues] = useState<LessonFormValues>(() =>
    lesson ? lessonFormValues(lesson) : EMPTY_LESSON_FORM,
  );
  const [errors, setErrors] = useState<LessonFieldErrors>({});
  const [addLesson, adding] = useAddLessonMutation();
  const [editLesson, editing] = useEditLessonMutation();
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const takes = kindFields[values.kind];
  const set = (change: Partial<LessonFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = lessonBody(values);
    const result = lesson
      ? await editLesson({ productId, sectionId, lessonId: lesson.id, patch: body })
      : await addLesson({ productId, sectionId, body });
    if (!result.error) {
      onSaved(result.data);
      return;
    }
    const data = 'data' in result.error ? (result.error.data as Partial<ErrorBody>) : undefined;
    const found = lessonFieldErrors(data);
    setErrors(
      Object.keys(found).length > 0
        ? found
        : { form: errorMessage(result.error, 'The lesson could not be saved. Please try again.') },
    );
    // After the error has rendered, the first field it marks takes focus.
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={lesson ? `Edit lesson “${lesson.title}”` : 'New lesson'}
      className="space-y-5"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Lesson title"
        value={values.title}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <SelectField
        label="Lesson type"
        value={values.kind}
        error={errors.kind}
        onChange={(event) => set({ kind: event.target.value as LessonKind })}
      >
        {Object.entries(kindLabels).map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </SelectField>
      {values.kind === 'video' && (
        <p className="text-sm text-slate-600">
          {lesson
            ? 'Upload or replace the video from the lesson in the curriculum.'
            : 'Once the lesson is added, upload its video from the lesson in the curriculum.'}
        </p>
      )}
      {takes.body && (
        <div>
          <TextAreaField
            label="Text (HTML)"
            rows={8}
            value={values.body}
            error={errors.body}
            onChange={(event) => set({ body: event.target.value })}
          />
          <p className={hintClasses}>
            Headings, paragraphs, lists, quotes, code, links and this site’s images are kept;
            anything else is removed when the lesson is saved.
          </p>
        </div>
      )}
      {takes.url && (
        <TextField
          label={values.kind === 'link' ? 'Link address' : 'File address'}
          inputMode="url"
          placeholder={values.kind === 'link' ? 'https://…' : '/uploads/…'}
          value={values.url}
          error={errors.url}
          onChange={(event) => set({ url: event.target.value })}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {takes.duration && (
          <TextField
            label="Duration (seconds)"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.durationSeconds}
            error={errors.durationSeconds}
            onChange={(event) => set({ durationSeconds: event.target.value })}
          />
        )}
        <div>
          <TextField
            label="Opens after (days)"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.dripDays}
            error={errors.dripDays}
            {...(!errors.dripDays && { 'aria-describedby': `${hintId}-drip` })}
            onChange={(event) => set({ dripDays: event.target.value })}
          />
          {!errors.dripDays && (
            <p id={`${hintId}-drip`} className={hintClasses}>
              Empty: open from the start. 0: the batch’s first day.
            </p>
          )}
        </div>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 rounded border-slate-400 accent-primary"
            checked={values.preview}
            aria-describedby={`${hintId}-preview`}
            onChange={(event) => set({ preview: event.target.checked })}
          />
          Free preview
        </label>
        <p id={`${hintId}-preview`} className={hintClasses}>
          Anyone can open it from the course page, before buying.
        </p>
        {errors.preview && <p className="mt-1.5 text-sm text-red-700">{errors.preview}</p>}
      </div>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={adding.isLoading || editing.isLoading}>
          {adding.isLoading || editing.isLoading
            ? 'Saving…'
            : lesson
              ? 'Save lesson'
              : 'Add lesson'}
        </Button>
      </div>
    </form>
  );
}
