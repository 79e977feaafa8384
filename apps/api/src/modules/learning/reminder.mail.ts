// The e-mail that reminds a learner of a session shortly before it: when (in IST), where or how to join,
// the way to My Learning, and the batch's calendar file.
import { formatIstSession, plainName } from '@kaushal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';
import { JOINING_LINK_EARLY_MS } from './enrolment.service';

export interface SessionReminder {
  to: string;
  /**
   * The attendee's name when the seat was given to someone by name; otherwise no name is used. The mail
   * goes to the address the buyer typed, so only a plain name (plainName) is used: names stored before
   * attendees' names were checked may be anything.
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
function whereLines(reminder: SessionReminder): { text: string[]; html: string } {
  const { batch } = reminder;
  const early = `${JOINING_LINK_EARLY_MS / MINUTE_MS} minutes`;
  if (batch.mode === 'offline') {
    const venue = batch.venue ?? 'the venue shown in My Learning';
    return { text: [`Where:  ${venue}`], html: escapeHtml(venue) };
  }
  if (!batch.joiningLink) {
    const note = `Online. The joining link appears in My Learning ${early} before the session.`;
    return { text: [`Where:  ${note}`], html: escapeHtml(note) };
  }
  const link = escapeHtml(batch.joiningLink);
  return {
    text: [
      `Where:  Online. Join here: ${batch.joiningLink}`,
      `        The link also appears in My Learning ${early} before the session.`,
    ],
    html: [
      `Online. <a href="${link}">Join the session</a> (${link})<br>`,
      `<span style="color:#555">The link also appears in My Learning ${early} before the session.</span>`,
    ].join(''),
  };
}

export function sessionReminderMail(reminder: SessionReminder): MailMessage {
  const { workshop, batch } = reminder;
  const when = formatIstSession(reminder.session.startsAt, reminder.session.endsAt);
  const which =
    reminder.sessionCount > 1
      ? ` (session ${reminder.sessionNumber} of ${reminder.sessionCount})`
      : '';
  const soon = startsIn(reminder.startsInMs);
  const name = reminder.name === null ? undefined : plainName(reminder.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const where = whereLines(reminder);
  const inMyLearning =
    batch.mode === 'online'
      ? 'every session, the joining link and the materials'
      : 'every session and the materials';
  const text = [
    greeting,
    '',
    `Your session of "${workshop.title}" starts ${soon}.`,
    '',
    `When:   ${when}${which}`,
    `Batch:  ${batch.name}`,
    ...where.text,
    '',
    `My Learning has ${inMyLearning}: ${reminder.myLearningUrl}`,
    'The calendar file attached puts all the sessions of your batch in your calendar.',
    '',
    'See you there,',
    'Kaushal',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="${cell}">${label}</th><td style="${cell}">${value}</td></tr>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Your session of <strong>${escapeHtml(workshop.title)}</strong> starts ${soon}.</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    row('When', `${escapeHtml(when)}${escapeHtml(which)}`),
    row('Batch', escapeHtml(batch.name)),
    row('Where', where.html),
    '</table>',
    `<p><a href="${escapeHtml(reminder.myLearningUrl)}">Open My Learning</a> for ${inMyLearning}.`,
    'The calendar file attached puts all the sessions of your batch in your calendar.</p>',
    '<p>See you there,<br>Kaushal</p>',
  ].join('\n');
  return {
    to: reminder.to,
    subject: `Reminder: ${workshop.title} starts ${soon} (${when})`,
    text,
    html,
    attachments: [
      {
        filename: reminder.calendar.filename,
        content: reminder.calendar.content,
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}
