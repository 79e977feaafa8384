// India Standard Time for the shop's dates: a fixed UTC+05:30 with no daylight saving, so a constant
// offset is exact and no time-zone tables are needed (docs/decisions/0009 gives the same reason for money).

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The IST wall clock of an instant, to be read with the Date's UTC getters. */
export const istClock = (iso: string | Date): Date =>
  new Date((typeof iso === 'string' ? Date.parse(iso) : iso.getTime()) + IST_OFFSET_MS);

const DAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Sat 12 Dec" in IST. */
export function formatIstDate(iso: string | Date): string {
  const clock = istClock(iso);
  const month = MONTH_NAMES[clock.getUTCMonth()]?.slice(0, 3) ?? '';
  return `${DAY_ABBREVIATIONS[clock.getUTCDay()]} ${clock.getUTCDate()} ${month}`;
}

/** "10:00" in IST. */
export function formatIstTime(iso: string | Date): string {
  const clock = istClock(iso);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** "Sat 12 Dec, 10:00–13:00 IST"; a session past midnight names both days. */
export function formatIstSession(startsAt: string | Date, endsAt: string | Date): string {
  const sameDay = formatIstDate(startsAt) === formatIstDate(endsAt);
  const end = sameDay
    ? formatIstTime(endsAt)
    : `${formatIstDate(endsAt)}, ${formatIstTime(endsAt)}`;
  return `${formatIstDate(startsAt)}, ${formatIstTime(startsAt)}–${end} IST`;
}

/** "12 March 2026": the IST day of an instant. */
export function istDay(iso: string | Date): string {
  const day = istClock(iso);
  return `${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The days from one instant to another as certificates state them: one day, or the first and last. */
export function istDateRange(from: string, to: string): string {
  const [first, last] = [istDay(from), istDay(to)];
  return first === last ? first : `${first} – ${last}`;
}

/** "1 hour", "7.5 hours". */
export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;
