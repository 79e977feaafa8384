// The batch form's values (text, as the inputs hold them, with times in IST) and the request body
// made from them; the server's field errors keyed by the field's path. The server checks the body
// against the shared contract and names every field it refuses, so the form does not check it twice.
import type { AdminBatch, BatchMode } from '@kaushal/shared/batch';
import type { ErrorBody } from '@kaushal/shared/errors';
import { fromIstInput, toIstInput } from '../../lib/ist-time';
import { inLabelWords } from '../../lib/label-words';
import type { BatchBody } from './batches-api';

export interface SessionValues {
  startsAt: string;
  endsAt: string;
}

export interface BatchFormValues {
  name: string;
  mode: BatchMode;
  venue: string;
  sessions: SessionValues[];
  capacity: string;
  enrolmentClosesAt: string;
  joiningLink: string;
  attendancePercentRequired: string;
}

export const EMPTY_SESSION: SessionValues = { startsAt: '', endsAt: '' };

export const EMPTY_BATCH_FORM: BatchFormValues = {
  name: '',
  mode: 'online',
  venue: '',
  sessions: [EMPTY_SESSION],
  capacity: '',
  enrolmentClosesAt: '',
  joiningLink: '',
  attendancePercentRequired: '75',
};

export function batchFormValues(batch: AdminBatch): BatchFormValues {
  return {
    name: batch.name,
    mode: batch.mode,
    venue: batch.venue ?? '',
    sessions: batch.sessions.map((session) => ({
      startsAt: toIstInput(session.startsAt),
      endsAt: toIstInput(session.endsAt),
    })),
    capacity: String(batch.capacity),
    enrolmentClosesAt: batch.enrolmentClosesAt ? toIstInput(batch.enrolmentClosesAt) : '',
    joiningLink: batch.joiningLink ?? '',
    attendancePercentRequired: String(batch.attendancePercentRequired),
  };
}

/** An input's IST value as the API's ISO date-time; an empty input stays empty, for the rules to name. */
const isoOrEmpty = (value: string) => (value ? fromIstInput(value) : '');

export function batchBody(values: BatchFormValues): BatchBody {
  return {
    name: values.name,
    mode: values.mode,
    venue: values.mode === 'offline' ? values.venue : null,
    // Rows left wholly empty are not sessions.
    sessions: values.sessions
      .filter((session) => session.startsAt || session.endsAt)
      .map((session) => ({
        startsAt: isoOrEmpty(session.startsAt),
        endsAt: isoOrEmpty(session.endsAt),
      })),
    capacity: values.capacity.trim() === '' ? Number.NaN : Number(values.capacity),
    enrolmentClosesAt: values.enrolmentClosesAt ? fromIstInput(values.enrolmentClosesAt) : null,
    joiningLink: values.joiningLink.trim() || null,
    attendancePercentRequired:
      values.attendancePercentRequired.trim() === ''
        ? Number.NaN
        : Number(values.attendancePercentRequired),
  };
}

/** The body of an existing batch, as the API gave it, for a change of one field (closing it). */
export function bodyOfBatch(batch: AdminBatch): BatchBody {
  const { name, mode, venue, sessions, capacity, enrolmentClosesAt, joiningLink, closed } = batch;
  const { attendancePercentRequired } = batch;
  return {
    name,
    mode,
    venue,
    sessions,
    capacity,
    enrolmentClosesAt,
    joiningLink,
    attendancePercentRequired,
    closed,
  };
}

/** Messages by field path (`capacity`, `sessions.0.endsAt`). */
export type FieldErrors = Record<string, string>;

/** The batch form's labels by the API's field names. */
const BATCH_LABELS = {
  name: 'Batch name',
  seats: 'Seats',
  venue: 'Venue',
  sessions: 'Sessions',
  startsAt: 'Start',
  endsAt: 'End',
  enrolmentClosesAt: 'Enrolment closes',
  joiningLink: 'Joining link',
};

/** A message of the server's in the words of the form's labels. */
export const batchFormWords = (message: string) => inLabelWords(message, BATCH_LABELS);

/** The server's field issues (paths like `sessions.0.endsAt`), keyed like bodyErrors, in the form's words. */
export function serverFieldErrors(body: Partial<ErrorBody> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of body?.issues ?? []) errors[issue.path] ??= batchFormWords(issue.message);
  return errors;
}
