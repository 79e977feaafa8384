// Date-times in India Standard Time, written out by hand (packages/shared/src/ist.ts): it keeps Intl's
// time-zone tables out of the download.
import { formatIstDate, formatIstSession, formatIstTime, istClock } from '@kaushal/shared/ist';

/** "Sat 10 Jan" */
export const formatDate = formatIstDate;

/** "Sat 10 Jan, 10:00–12:00 IST"; a session past midnight names both days. */
export const formatSession = formatIstSession;

/** "Sat 10 Jan, 10:00 IST" */
export function formatStart(iso: string): string {
  return `${formatIstDate(iso)}, ${formatIstTime(iso)} IST`;
}

/** An ISO date-time as a `datetime-local` input's value in IST: "2027-01-10T10:00". */
export function toIstInput(iso: string): string {
  return istClock(iso).toISOString().slice(0, 16);
}

/** A `datetime-local` input's value, read as IST, as an ISO date-time with its offset. */
export function fromIstInput(value: string): string {
  return `${value}:00+05:30`;
}
