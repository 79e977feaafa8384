// An enrolment's sessions as an iCalendar file (RFC 5545) for the learner's own calendar: one event per
// session with a reminder an hour before. The joining link is never in it: it is shown only in its
// window (docs/decisions/0026-enrolments.md), and a calendar file lives on unguarded.
import type { Enrolment } from '@kaushal/shared';
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
  const coursePage = `${publicUrl.replace(/\/$/, '')}${paths.workshop(enrolment.workshop.slug)}`;
  const online = enrolment.batch.mode === 'online';
  const calendar = ical({ prodId: { company: 'Kaushal', product: 'Enrolments' } });
  enrolment.batch.sessions.forEach((session, index) => {
    calendar.createEvent({
      id: `enrolment-${enrolment.id}-session-${index + 1}@${host}`,
      stamp: now,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      summary: `${enrolment.workshop.title} — ${enrolment.batch.name}`,
      location: online ? 'Online' : enrolment.batch.venue,
      description: online ? `Joining details: ${coursePage}` : coursePage,
      url: coursePage,
      alarms: [{ type: ICalAlarmType.display, triggerBefore: REMINDER_SECONDS }],
    });
  });
  return calendar.toString();
}
