// An enrolment's sessions as an iCalendar file (RFC 5545) for the learner's own calendar: one event per
// session with a reminder an hour before. The joining link is never in it: it is shown only in its
// window (docs/decisions/0026-enrolments.md), and a calendar file lives on unguarded.
import type { Enrolment } from '@kaushal/shared';
import { JOINING_LINK_EARLY_MINUTES } from '@kaushal/shared/constants';
import { paths } from '@kaushal/shared/routes';
import ical, { ICalAlarmType } from 'ical-generator';

const REMINDER_SECONDS = 60 * 60;

/** What the file is made of: an enrolment as a learner reads it, or as the reminder job builds it. */
export interface CalendarEnrolment {
  id: Enrolment['id'];
  workshop: Pick<Enrolment['workshop'], 'title' | 'slug'>;
  batch: Pick<Enrolment['batch'], 'name' | 'mode' | 'venue' | 'sessions'>;
}

export function enrolmentCalendar(
  enrolment: CalendarEnrolment,
  publicUrl: string,
  now: Date,
): string {
  const host = new URL(publicUrl).host;
  const site = publicUrl.replace(/\/$/, '');
  // The learner's own page: sessions, the joining link in its window, materials. The sales page
  // would only offer to sell them the seat again.
  const myLearning = `${site}${paths.myLearning()}`;
  const online = enrolment.batch.mode === 'online';
  const description = online
    ? `Join from My Learning: the joining link appears there ${JOINING_LINK_EARLY_MINUTES} minutes before the session. ${myLearning}`
    : `Venue: ${enrolment.batch.venue ?? 'to be announced'}. Your sessions and materials are in My Learning: ${myLearning}`;
  const calendar = ical({ prodId: { company: 'Kaushal', product: 'Enrolments' } });
  enrolment.batch.sessions.forEach((session, index) => {
    calendar.createEvent({
      id: `enrolment-${enrolment.id}-session-${index + 1}@${host}`,
      stamp: now,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      summary: `${enrolment.workshop.title} — ${enrolment.batch.name}`,
      location: online ? 'Online' : enrolment.batch.venue,
      description,
      url: myLearning,
      alarms: [{ type: ICalAlarmType.display, triggerBefore: REMINDER_SECONDS }],
    });
  });
  return calendar.toString();
}
