// An online enrolment for the learning feature's tests: Sat 12 Dec 2026, 10:00–13:00 IST, and the
// Sunday after, with the link due half an hour before the first session.
import type { Enrolment } from '@kaushal/shared/enrolment';

export const sessions = [
  { startsAt: '2026-12-12T04:30:00.000Z', endsAt: '2026-12-12T07:30:00.000Z' },
  { startsAt: '2026-12-13T04:30:00.000Z', endsAt: '2026-12-13T07:30:00.000Z' },
];

export function enrolmentFixture(changes: Partial<Enrolment> = {}): Enrolment {
  return {
    id: '1',
    seat: 1,
    status: 'active',
    orderId: '1',
    workshop: { id: '1', title: 'Excel', slug: 'excel', thumbnail: '', format: 'live' },
    enrolledAt: '2026-11-24T00:00:00.000Z',
    accessEndsAt: null,
    batch: { id: '1', name: 'December weekend', mode: 'online', venue: null, sessions },
    nextSessionAt: sessions[0]!.startsAt,
    joiningLink: null,
    joiningLinkOpensAt: '2026-12-12T04:00:00.000Z',
    materials: [],
    attendedSessions: [],
    certificate: null,
    attendee: null,
    ...changes,
  };
}
