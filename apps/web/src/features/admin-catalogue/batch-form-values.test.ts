import type { AdminBatch } from '@kaushal/shared/batch';
import { describe, expect, it } from 'vitest';
import {
  batchBody,
  batchFormValues,
  EMPTY_BATCH_FORM,
  serverFieldErrors,
} from './batch-form-values';

const batch: AdminBatch = {
  id: '7',
  name: 'January weekend batch',
  mode: 'offline',
  venue: 'Sector 62, Noida',
  sessions: [{ startsAt: '2027-01-09T04:30:00.000Z', endsAt: '2027-01-09T06:30:00.000Z' }],
  seatsLeft: 10,
  enrolmentClosesAt: '2027-01-08T18:29:00.000Z',
  capacity: 12,
  seatsTaken: 2,
  joiningLink: null,
  attendancePercentRequired: 80,
  closed: false,
  status: 'open',
};

describe('batch form values', () => {
  it('shows a batch’s times in IST and sends them back as the same instants', () => {
    const values = batchFormValues(batch);
    expect(values.sessions).toEqual([{ startsAt: '2027-01-09T10:00', endsAt: '2027-01-09T12:00' }]);
    expect(values.enrolmentClosesAt).toBe('2027-01-08T23:59');
    const body = batchBody(values);
    expect(Date.parse(body.sessions[0]!.startsAt)).toBe(Date.parse(batch.sessions[0]!.startsAt));
    expect(Date.parse(body.enrolmentClosesAt!)).toBe(Date.parse(batch.enrolmentClosesAt!));
    expect(body).toMatchObject({
      capacity: 12,
      venue: 'Sector 62, Noida',
      joiningLink: null,
      attendancePercentRequired: 80,
    });
  });

  it('drops empty session rows, and the venue of an online batch', () => {
    const body = batchBody({ ...EMPTY_BATCH_FORM, name: 'Online', venue: 'Noida', capacity: '5' });
    expect(body.sessions).toEqual([]);
    expect(body.venue).toBeNull();
    expect(body.enrolmentClosesAt).toBeNull();
    expect(body.attendancePercentRequired).toBe(75);
  });

  it('keys the server’s issues by their field path, in the words of the labels', () => {
    expect(
      serverFieldErrors({
        issues: [
          { path: 'sessions.0.endsAt', message: 'a session must end after it starts' },
          { path: 'venue', message: 'an offline batch needs a venue' },
          { path: 'joiningLink', message: 'joiningLink must be an https:// address' },
          { path: 'capacity', message: 'seats must be at least 1' },
          { path: 'name', message: 'name is required' },
        ],
      }),
    ).toEqual({
      'sessions.0.endsAt': 'A session must end after it starts',
      venue: 'An offline batch needs a venue',
      joiningLink: 'Joining link must be an https:// address',
      capacity: 'Seats must be at least 1',
      name: 'Batch name is required',
    });
  });
});
