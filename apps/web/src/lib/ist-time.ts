// Date-times in India Standard Time, written out by hand (packages/shared/src/ist.ts): it keeps Intl's
// time-zone tables out of the download.
import { istClock, MONTH_NAMES } from '@kaushal/shared/ist';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Sat 10 Jan" */
export function formatDate(iso: string): string {
  const clock = istClock(iso);
  return `${DAYS[clock.getUTCDay()]} ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}`;
}

/** "10:00" */
function formatTime(iso: string): string {
  const clock = istClock(iso);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** "Sat 10 Jan, 10:00 IST" */
export function formatStart(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)} IST`;
}

/** "Sat 10 Jan, 10:00–12:00 IST"; a session past midnight names both days. */
export function formatSession(startsAt: string, endsAt: string): string {
  const sameDay = formatDate(startsAt) === formatDate(endsAt);
  const end = sameDay ? formatTime(endsAt) : `${formatDate(endsAt)}, ${formatTime(endsAt)}`;
  return `${formatDate(startsAt)}, ${formatTime(startsAt)}–${end} IST`;
}

/** An ISO date-time as a `datetime-local` input's value in IST: "2027-01-10T10:00". */
export function toIstInput(iso: string): string {
  return istClock(iso).toISOString().slice(0, 16);
}

/** A `datetime-local` input's value, read as IST, as an ISO date-time with its offset. */
export function fromIstInput(value: string): string {
  return `${value}:00+05:30`;
}
