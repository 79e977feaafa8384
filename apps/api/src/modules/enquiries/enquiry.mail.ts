// The e-mails of an enquiry: the shop's copy of a message from the contact page, the sender's
// confirmation, and the shop's reply. Plain text, as a conversation by e-mail is.
import { formatIstTime, istDay } from '@kaushal/shared/ist';
import { plainName } from '@kaushal/shared/third-party-mail';
import type { MailMessage } from '../../lib/mailer';

/** What the mails say of an enquiry: as stored, or as the API gives it. */
export interface EnquiryFacts {
  id: number | string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date | string;
}

const reference = (enquiry: EnquiryFacts) => `enquiry #${enquiry.id}`;
// The form takes any address and any name: a mail to the sender names them only by a plain name.
const greeting = (enquiry: EnquiryFacts) => {
  const name = plainName(enquiry.name);
  return name ? `Hello ${name},` : 'Hello,';
};
const when = (at: Date | string) => `${istDay(at)} at ${formatIstTime(at)} IST`;

/** To the shop's mailbox; answering it writes to the sender. */
export function enquiryForShopMail(
  shopEmail: string,
  enquiry: EnquiryFacts,
  message: string,
  threadUrl: string,
): MailMessage {
  return {
    to: shopEmail,
    replyTo: enquiry.email,
    subject: `New enquiry #${enquiry.id} from ${enquiry.name}`,
    text: [
      `${enquiry.name} wrote from the contact page on ${when(enquiry.createdAt)}.`,
      '',
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone ?? 'not given'}`,
      '',
      message,
      '',
      `Reply from the admin console, so the answer stays with the enquiry: ${threadUrl}`,
    ].join('\n'),
  };
}

/**
 * To the sender. It does not repeat their message: the form takes any address, so a copy of any text
 * could otherwise be sent to anyone in the shop's name.
 */
export function enquiryReceivedMail(shopEmail: string, enquiry: EnquiryFacts): MailMessage {
  return {
    to: enquiry.email,
    replyTo: shopEmail,
    subject: `We have your message (${reference(enquiry)})`,
    text: [
      greeting(enquiry),
      '',
      `Thank you for writing to Kaushal. We received your message on ${when(enquiry.createdAt)}`,
      'and our team will get back to you within one working day.',
      '',
      `Your reference is ${reference(enquiry)}. To add something, reply to this e-mail.`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
      '',
      'Kaushal',
    ].join('\n'),
  };
}

/**
 * The shop's answer. Like the confirmation, it does not quote the sender's message: the address was
 * typed by whoever sent it, so a quote would carry their text to anyone in the shop's name.
 */
export function enquiryReplyMail(
  shopEmail: string,
  enquiry: EnquiryFacts,
  reply: string,
): MailMessage {
  return {
    to: enquiry.email,
    replyTo: shopEmail,
    subject: `Re: your message to Kaushal (${reference(enquiry)})`,
    text: [
      greeting(enquiry),
      '',
      reply,
      '',
      'Kaushal',
      '',
      `This answers your message to Kaushal of ${when(enquiry.createdAt)} (${reference(enquiry)}).`,
    ].join('\n'),
  };
}
