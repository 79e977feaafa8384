// The e-mails of an enquiry: the shop's copy of a message from the contact page, the sender's
// confirmation, and the shop's reply.
import { formatIstTime, istDay } from '@kaushal/shared/ist';
import { plainName } from '@kaushal/shared/third-party-mail';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

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
  enquiry: EnquiryFacts,
  message: string,
  threadUrl: string,
  brand: MailBrand,
) {
  return renderMail(
    {
      to: brand.email,
      replyTo: enquiry.email,
      subject: `New enquiry #${enquiry.id} from ${enquiry.name}`,
      blocks: [
        `${enquiry.name} wrote from the contact page on ${when(enquiry.createdAt)}.`,
        {
          facts: [
            ['E-mail', enquiry.email],
            ['Phone', enquiry.phone ?? 'not given'],
          ],
        },
        { quote: message },
        'Reply from the admin console, so the answer stays with the enquiry:',
        { button: 'Reply in the admin console', href: threadUrl },
      ],
      reason:
        "You get this e-mail because this address is the shop's (BUSINESS_EMAIL); answering it writes to the sender.",
    },
    brand,
  );
}

/** Why the sender gets the mails: the form takes any address, so it may not be theirs. */
const SENDER_REASON =
  'You get this e-mail because this address was given on the contact page of Kaushal. If you did not write to us, you can ignore it.';

/**
 * To the sender. It does not repeat their message: the form takes any address, so a copy of any text
 * could otherwise be sent to anyone in the shop's name.
 */
export function enquiryReceivedMail(enquiry: EnquiryFacts, brand: MailBrand) {
  return renderMail(
    {
      to: enquiry.email,
      replyTo: brand.email,
      subject: `We have your message (${reference(enquiry)})`,
      blocks: [
        greeting(enquiry),
        `Thank you for writing to Kaushal. We received your message on ${when(enquiry.createdAt)} and our team will get back to you within one working day.`,
        `Your reference is ${reference(enquiry)}. To add something, reply to this e-mail.`,
        'Kaushal',
      ],
      reason: SENDER_REASON,
    },
    brand,
  );
}

/**
 * The shop's answer. Like the confirmation, it does not quote the sender's message: the address was
 * typed by whoever sent it, so a quote would carry their text to anyone in the shop's name.
 */
export function enquiryReplyMail(enquiry: EnquiryFacts, reply: string, brand: MailBrand) {
  return renderMail(
    {
      to: enquiry.email,
      replyTo: brand.email,
      subject: `Re: your message to Kaushal (${reference(enquiry)})`,
      blocks: [
        greeting(enquiry),
        reply,
        'Kaushal',
        {
          note: `This answers your message to Kaushal of ${when(enquiry.createdAt)} (${reference(enquiry)}).`,
        },
      ],
      reason: SENDER_REASON,
    },
    brand,
  );
}
