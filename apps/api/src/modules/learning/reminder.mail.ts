// The e-mail that reminds a learner of a session shortly before it: when (in IST), where or how to join,
// the way to My Learning, and the batch's calendar file.
import { formatIstSession, plainName } from '@kaushal/shared';
import { renderMail, type MailBrand } from '../../lib/mail-layout';
import { JOINING_LINK_EARLY_MS } from './enrolment.service';

export interface SessionReminder {
  to: string;
  /**
   * The learner's name: the attendee's a seat was given to, or the account's. Only a plain name
   * (plainName) is used: an attendee's address was typed by the buyer, and names stored before names
   * were checked may be anything.
   */
  name: string | null;
  workshop: { title: string; slug: string };
  batch: {
    name: string;
    mode: 'online' | 'offline';
    venue: string | null;
    joiningLink: string | null;
  };
  session: { startsAt: string; endsAt: string };
  /** The session's place in the batch (1-based) and how many the batch has. */
  sessionNumber: number;
  sessionCount: number;
  /** How long from the mail until the session starts. */
  startsInMs: number;
  myLearningUrl: string;
  /** The batch's sessions as an iCalendar file (enrolment.calendar.ts). */
  calendar: { filename: string; content: string };
}

const MINUTE_MS = 60_000;

/**
 * "in 24 hours", "in 1 hour", "in 30 minutes": the wait as a pass of the job finds it, in whole hours
 * from 55 minutes on, so the hour's reminder, sent by a pass within a minute or so of its moment, says
 * "1 hour" rather than "59 minutes" (the exact time is beside it).
 */
function startsIn(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
  if (minutes < 55) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Where the learner goes: the venue, or online with the joining link as far as it is known. */
function where({ batch }: SessionReminder): string {
  const early = `${JOINING_LINK_EARLY_MS / MINUTE_MS} minutes`;
  if (batch.mode === 'offline') return batch.venue ?? 'the venue shown in My Learning';
  if (!batch.joiningLink) {
    return `Online. The joining link appears in My Learning ${early} before the session.`;
  }
  return `Online. Join here: ${batch.joiningLink}\nThe link also appears in My Learning ${early} before the session.`;
}

export function sessionReminderMail(brand: MailBrand, reminder: SessionReminder) {
  const { workshop, batch } = reminder;
  const when = formatIstSession(reminder.session.startsAt, reminder.session.endsAt);
  const which =
    reminder.sessionCount > 1
      ? ` (session ${reminder.sessionNumber} of ${reminder.sessionCount})`
      : '';
  const soon = startsIn(reminder.startsInMs);
  const name = reminder.name === null ? undefined : plainName(reminder.name);
  const inMyLearning =
    batch.mode === 'online'
      ? 'every session, the joining link and the materials'
      : 'every session and the materials';
  return renderMail(
    {
      to: reminder.to,
      subject: `Reminder: ${workshop.title} starts ${soon} (${when})`,
      blocks: [
        name ? `Hello ${name},` : 'Hello,',
        `Your session of "${workshop.title}" starts ${soon}.`,
        {
          facts: [
            ['When', `${when}${which}`],
            ['Batch', batch.name],
            ['Where', where(reminder)],
          ],
          aligned: true,
        },
        { button: 'Open My Learning', href: reminder.myLearningUrl },
        `My Learning has ${inMyLearning}. The calendar file attached puts all the sessions of your batch in your calendar.`,
        'See you there,\nKaushal',
      ],
      reason:
        'You get this e-mail because you hold a seat in this batch: we remind you before each session.',
      attachments: [
        {
          filename: reminder.calendar.filename,
          content: reminder.calendar.content,
          contentType: 'text/calendar; charset=utf-8',
        },
      ],
    },
    brand,
  );
}
