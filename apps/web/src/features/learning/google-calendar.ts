// A link that opens Google Calendar's "new event" page filled in with one session.
import type { BatchSession } from '@kaushal/shared/batch';

/** Google's compact UTC form: 2027-01-09T04:30:00.000Z → 20270109T043000Z. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEvent {
  title: string;
  session: BatchSession;
  details: string;
  location: string;
}

export function googleCalendarUrl({ title, session, details, location }: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${compactUtc(session.startsAt)}/${compactUtc(session.endsAt)}`,
    details,
    location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
