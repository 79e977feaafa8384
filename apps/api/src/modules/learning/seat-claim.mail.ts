// The e-mail that brings a seat to the person a buyer gave it to: what, when (in IST), and the link.
import type { Enrolment } from '@kaushal/shared';
import { istClock, MONTH_NAMES } from '@kaushal/shared/ist';
import type { MailMessage } from '../../lib/mailer';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Saturday 10 January 2027" in IST. */
function istDay(iso: string): string {
  const clock = istClock(iso);
  return `${DAYS[clock.getUTCDay()]} ${clock.getUTCDate()} ${MONTH_NAMES[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** "10:00" in IST. */
function istTime(iso: string): string {
  const clock = istClock(iso);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** "Saturday 10 January 2027, 10:00–13:00 IST"; a session past midnight names both days. */
export function istSession({ startsAt, endsAt }: { startsAt: string; endsAt: string }): string {
  const end =
    istDay(startsAt) === istDay(endsAt) ? istTime(endsAt) : `${istDay(endsAt)}, ${istTime(endsAt)}`;
  return `${istDay(startsAt)}, ${istTime(startsAt)}–${end} IST`;
}

export interface SeatGift {
  /** Who gave the seat, as the mail names them: their name, or their e-mail without one. */
  giver: string;
  attendee: { name: string; email: string };
  enrolment: Enrolment;
  claimUrl: string;
}

export function seatGivenMail({ giver, attendee, enrolment, claimUrl }: SeatGift): MailMessage {
  const { workshop, batch } = enrolment;
  const sessions = batch.sessions;
  const where =
    batch.mode === 'online'
      ? 'Online: the joining link appears in My Learning 30 minutes before each session.'
      : `In person at ${batch.venue ?? 'a venue we will confirm'}.`;
  const text = [
    `Hello ${attendee.name},`,
    '',
    `${giver} has booked you a seat in "${workshop.title}" (${batch.name}) on Kaushal.`,
    '',
    sessions.length === 0
      ? 'Dates: to be announced. We will e-mail you as soon as they are set.'
      : sessions.length === 1
        ? 'When:'
        : `When (${sessions.length} sessions):`,
    ...sessions.map((session) => `  ${istSession(session)}`),
    '',
    `Where: ${where}`,
    '',
    'To take your seat, open this link and sign in or create a free account:',
    claimUrl,
    '',
    'Once claimed, the workshop appears in My Learning with its schedule, calendar file, materials',
    'and, afterwards, your certificate. The link works once; please do not forward it.',
    '',
    `If you were not expecting this, you can ignore this e-mail, or tell ${giver}.`,
    '',
    'Kaushal',
  ].join('\n');
  return { to: attendee.email, subject: `${giver} booked you a seat: ${workshop.title}`, text };
}
