import type { Enrolment } from '@kaushal/shared/enrolment';
import { describe, expect, it } from 'vitest';
import {
  attendanceText,
  countdownText,
  groupEnrolments,
  joiningLinkChangesAt,
} from './learning-schedule';
import { enrolmentFixture, sessions } from './enrolment.fixture';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

const enrolment = (id: string, changes: Partial<Enrolment> = {}) =>
  enrolmentFixture({ id, ...changes });

describe('countdownText', () => {
  const start = at(sessions[0]!.startsAt);

  it('counts days and hours, then hours and minutes, then minutes', () => {
    expect(countdownText(sessions, start - (2 * 24 * 60 + 4 * 60) * MINUTE)).toBe(
      'Starts in 2 days 4 hours',
    );
    expect(countdownText(sessions, start - 24 * 60 * MINUTE)).toBe('Starts in 1 day');
    expect(countdownText(sessions, start - (3 * 60 + 5) * MINUTE)).toBe('Starts in 3 hours 5 min');
    expect(countdownText(sessions, start - 60 * MINUTE)).toBe('Starts in 1 hour');
    expect(countdownText(sessions, start - 12 * MINUTE)).toBe('Starts in 12 min');
  });

  it('rounds down, so it never promises more time than is left', () => {
    expect(countdownText(sessions, start - 12 * MINUTE - 59_000)).toBe('Starts in 12 min');
    expect(countdownText(sessions, start - 30_000)).toBe('Starts in less than a minute');
  });

  it('says "Live now" during a session, counts to the next one after it, and stops after the last', () => {
    expect(countdownText(sessions, start)).toBe('Live now');
    expect(countdownText(sessions, at(sessions[0]!.endsAt) - 1)).toBe('Live now');
    expect(countdownText(sessions, at(sessions[0]!.endsAt))).toBe('Starts in 21 hours');
    expect(countdownText(sessions, at(sessions[1]!.endsAt))).toBeNull();
    expect(countdownText([], start)).toBeNull();
  });
});

describe('groupEnrolments', () => {
  it('puts a batch in the past once every session has ended, and cancelled seats apart', () => {
    const later = enrolment('later', {
      batch: { ...enrolment('x').batch, sessions: [sessions[1]!] },
      nextSessionAt: sessions[1]!.startsAt,
    });
    const undated = enrolment('undated', {
      batch: { ...enrolment('x').batch, sessions: [] },
      nextSessionAt: null,
    });
    const soon = enrolment('soon', {
      batch: { ...enrolment('x').batch, sessions: [sessions[0]!] },
    });
    const cancelled = enrolment('cancelled', { status: 'ended' });
    const list = [undated, later, cancelled, soon];

    expect(groupEnrolments(list, at('2026-12-01T00:00:00Z'))).toEqual({
      upcoming: [soon, later, undated],
      past: [],
      cancelled: [cancelled],
    });
    // During its only session a batch is still upcoming; at the session's end it is past.
    const firstEnd = at(sessions[0]!.endsAt);
    expect(groupEnrolments(list, firstEnd - 1).past).toEqual([]);
    expect(groupEnrolments(list, firstEnd)).toEqual({
      upcoming: [later, undated],
      past: [soon],
      cancelled: [cancelled],
    });
    // The batch that ended last comes first.
    expect(groupEnrolments(list, at(sessions[1]!.endsAt)).past).toEqual([later, soon]);
  });
});

describe('groupEnrolments of self-paced workshops', () => {
  it('keeps one upcoming while its access lasts, for life without an end, and past after', () => {
    const selfPaced = (id: string, accessEndsAt: string | null) =>
      enrolment(id, {
        workshop: { ...enrolment('x').workshop, format: 'self-paced' },
        batch: { ...enrolment('x').batch, name: 'Self-paced', sessions: [] },
        nextSessionAt: null,
        accessEndsAt,
      });
    const open = selfPaced('open', '2027-12-01T00:00:00Z');
    const lifetime = selfPaced('lifetime', null);
    const over = selfPaced('over', '2026-06-01T00:00:00Z');
    expect(groupEnrolments([open, lifetime, over], at('2026-12-01T00:00:00Z'))).toEqual({
      upcoming: [open, lifetime],
      past: [over],
      cancelled: [],
    });
  });
});

describe('joiningLinkChangesAt', () => {
  it('is the moment the link opens, or just after the session it is open for', () => {
    expect(joiningLinkChangesAt(enrolment('1'), at('2026-12-01T00:00:00Z'))).toBe(
      at('2026-12-12T04:00:00Z'),
    );
    const open = enrolment('1', { joiningLink: 'https://meet.example.com/abc' });
    expect(joiningLinkChangesAt(open, at('2026-12-12T05:00:00Z'))).toBe(at('2026-12-12T07:30:01Z'));
    expect(joiningLinkChangesAt(enrolment('1', { joiningLinkOpensAt: null }), 0)).toBeNull();
  });
});

it('says how many sessions the learner attended', () => {
  expect(attendanceText(3, 4)).toBe('You attended 3 of 4 sessions');
  expect(attendanceText(1, 1)).toBe('You attended 1 of 1 session');
});
