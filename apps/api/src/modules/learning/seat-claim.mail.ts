// The e-mail that brings a seat to the person a buyer gave it to: what, when (in IST), and the link.
import type { Enrolment } from '@kaushal/shared';
import { JOINING_LINK_EARLY_MINUTES } from '@kaushal/shared/constants';
import { formatIstSession } from '@kaushal/shared/ist';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

export interface SeatGift {
  /**
   * Who gave the seat: their account's name when it is a plain name (plainName), else undefined and
   * the mail names nobody. A stranger's mailbox gets no other text from the giver.
   */
  giver: string | undefined;
  attendee: { name: string; email: string };
  enrolment: Enrolment;
  claimUrl: string;
}

export function seatGivenMail(
  { giver, attendee, enrolment, claimUrl }: SeatGift,
  brand: MailBrand,
) {
  const { workshop, batch } = enrolment;
  const sessions = batch.sessions.map(({ startsAt, endsAt }) => formatIstSession(startsAt, endsAt));
  const when =
    sessions.length === 0
      ? 'Dates to be announced: they appear in My Learning once set.'
      : sessions.length === 1
        ? 'When:'
        : `When (${sessions.length} sessions):`;
  const where =
    batch.mode === 'online'
      ? `Online: the joining link appears in My Learning ${JOINING_LINK_EARLY_MINUTES} minutes before each session.`
      : `In person at ${batch.venue ?? 'a venue we will confirm'}.`;
  const intro = `${giver ?? 'A Kaushal customer'} has booked you a seat in "${workshop.title}" (${batch.name}) on Kaushal.`;
  const afterwards = [
    'Once claimed, the workshop appears in My Learning with its schedule, calendar file, materials',
    'and, afterwards, your certificate. The link works once; please do not forward it.',
  ];
  const notExpected = giver
    ? `If you were not expecting this, you can ignore this e-mail, or tell ${giver}.`
    : 'If you were not expecting this, you can ignore this e-mail.';
  return renderMail(
    {
      to: attendee.email,
      subject: giver
        ? `${giver} booked you a seat: ${workshop.title}`
        : `A seat is booked for you: ${workshop.title}`,
      blocks: [
        `Hello ${attendee.name},`,
        intro,
        [when, ...sessions.map((session) => `  ${session}`)].join('\n'),
        `Where: ${where}`,
        'To take your seat, open this link and sign in or create a free account:',
        { button: 'Claim your seat', href: claimUrl },
        afterwards.join(' '),
        { note: notExpected },
      ],
      reason:
        'You get this e-mail because a Kaushal customer gave you a seat and typed this address.',
    },
    brand,
  );
}
