// Creating or changing one batch of a workshop: name, mode and venue, sessions in IST, seats, the
// enrolment deadline, the joining link and the attendance a certificate needs. Mistakes show at their field; the server's other refusals
// (fewer seats than are taken) above the buttons.
import type { AdminBatch } from '@kaushal/shared/batch';
import type { ErrorBody } from '@kaushal/shared/errors';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import {
  batchBody,
  batchFormValues,
  EMPTY_BATCH_FORM,
  EMPTY_SESSION,
  batchFormWords,
  serverFieldErrors,
  type BatchFormValues,
  type FieldErrors,
  type SessionValues,
} from '../batch-form-values';
import { useSaveBatchMutation } from '../batches-api';

const selectClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';

interface BatchFormProps {
  productId: string;
  /** The batch being changed; a new one is created without it. */
  batch?: AdminBatch;
  onSaved: (batch: AdminBatch) => void;
  onCancel: () => void;
}

export function BatchForm({ productId, batch, onSaved, onCancel }: BatchFormProps) {
  const [values, setValues] = useState<BatchFormValues>(() =>
    batch ? batchFormValues(batch) : EMPTY_BATCH_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saveBatch, { isLoading }] = useSaveBatchMutation();
  const modeId = useId();

  const set = (change: Partial<BatchFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const setSession = (index: number, change: Partial<SessionValues>) =>
    set({
      sessions: values.sessions.map((session, at) =>
        at === index ? { ...session, ...change } : session,
      ),
    });

  const onSubmit = async () => {
    setFailure(null);
    const result = await saveBatch({ productId, batchId: batch?.id, body: batchBody(values) });
    if (!result.error) {
      onSaved(result.data);
      return;
    }
    const data = 'data' in result.error ? (result.error.data as Partial<ErrorBody>) : undefined;
    const fields = serverFieldErrors(data);
    setErrors(fields);
    // A message that belongs to no field the form shows is said above the buttons.
    const shown = Object.keys(fields).some((path) => path !== '');
    if (!shown)
      setFailure(
        batchFormWords(
          errorMessage(result.error, 'The batch could not be saved. Please try again.'),
        ),
      );
  };

  const field = (path: string) => errors[path];

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <TextField
        label="Batch name"
        value={values.name}
        error={field('name')}
        placeholder="January weekend batch"
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={modeId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Mode
          </label>
          <select
            id={modeId}
            value={values.mode}
            onChange={(event) => set({ mode: event.target.value as BatchFormValues['mode'] })}
            className={selectClasses}
          >
            <option value="online">Online</option>
            <option value="offline">In person (offline)</option>
          </select>
        </div>
        <TextField
          label="Seats"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.capacity}
          error={field('capacity')}
          onChange={(event) => set({ capacity: event.target.value })}
        />
      </div>
      {values.mode === 'offline' && (
        <TextField
          label="Venue"
          value={values.venue}
          error={field('venue')}
          onChange={(event) => set({ venue: event.target.value })}
        />
      )}

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Sessions (IST)</legend>
        {field('sessions') && <p className="text-sm text-red-700">{field('sessions')}</p>}
        {values.sessions.length === 0 && (
          <p className="text-sm text-slate-600">No sessions: the dates are to be announced.</p>
        )}
        {values.sessions.map((session, index) => (
          <div
            key={index}
            className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <TextField
              label={`Session ${index + 1} starts`}
              type="datetime-local"
              value={session.startsAt}
              error={field(`sessions.${index}.startsAt`)}
              onChange={(event) => setSession(index, { startsAt: event.target.value })}
            />
            <TextField
              label={`Session ${index + 1} ends`}
              type="datetime-local"
              value={session.endsAt}
              error={field(`sessions.${index}.endsAt`)}
              onChange={(event) => setSession(index, { endsAt: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set({ sessions: values.sessions.filter((_, at) => at !== index) })}
            >
              Remove<span className="sr-only"> session {index + 1}</span>
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => set({ sessions: [...values.sessions, EMPTY_SESSION] })}
        >
          Add session
        </Button>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Enrolment closes (IST, optional)"
          type="datetime-local"
          value={values.enrolmentClosesAt}
          error={field('enrolmentClosesAt')}
          onChange={(event) => set({ enrolmentClosesAt: event.target.value })}
        />
        <TextField
          label="Joining link (optional)"
          type="url"
          placeholder="https://"
          value={values.joiningLink}
          error={field('joiningLink')}
          onChange={(event) => set({ joiningLink: event.target.value })}
        />
      </div>

      <TextField
        label="Attendance needed for a certificate (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={values.attendancePercentRequired}
        error={field('attendancePercentRequired')}
        onChange={(event) => set({ attendancePercentRequired: event.target.value })}
      />

      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : batch ? 'Save batch' : 'Add batch'}
        </Button>
      </div>
    </form>
  );
}
