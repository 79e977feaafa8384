// Enquiries: the contact page's message, and the admin's inbox of them with each thread and its replies.
import { z } from 'zod';
import { emailSchema, required } from './account';
import { csvSchema, limitSchema, pageSchema, timestampsShape } from './common';
import { CAMPUS_COLLEGE_MAX_LENGTH } from './constants';

export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;

// In the words of the contact form's labels.
const messageText = required('Enter your message').max(
  ENQUIRY_MESSAGE_MAX_LENGTH,
  `Message must be at most ${ENQUIRY_MESSAGE_MAX_LENGTH} characters`,
);
const PHONE_MESSAGE = 'Enter a phone number such as +91 98765 43210';

/** A phone number as people write one: digits with spaces, dashes, brackets and a leading +. */
const PHONE_PATTERN = /^\+?[\d\s()-]{8,20}$/;

/** `POST /api/contact`: the contact page's form, as typed and as sent. */
export const contactMessageSchema = z.object({
  name: required('Enter your name').max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  /** Optional; blank is the same as left out. */
  phone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .refine(
      (phone) => phone === '' || (PHONE_PATTERN.test(phone) && /\d{2}/.test(phone)),
      PHONE_MESSAGE,
    )
    .transform((phone) => phone || undefined)
    .optional(),
  message: messageText,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the sender is told: the enquiry's number, which their confirmation e-mail also gives. */
export const contactReceiptSchema = z.object({ id: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** new: nobody has answered; replied: the shop has answered; closed: nothing more to do. */
export const enquiryStatuses = ['new', 'replied', 'closed'] as const;
export const enquiryStatusSchema = z.enum(enquiryStatuses, {
  error: "status must be 'new', 'replied' or 'closed'",
});
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

/** `GET /api/admin/enquiries`: newest first, optionally of some statuses only (`status=new,replied`). */
export const enquiryListQuerySchema = z.strictObject({
  status: csvSchema.pipe(z.array(enquiryStatusSchema)).optional(),
  _page: pageSchema,
  _limit: limitSchema,
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquirySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: enquiryStatusSchema,
  /** The start of the sender's message, for the list. */
  preview: z.string(),
  messageCount: z.number(),
  ...timestampsShape,
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

export const enquiryMessageSchema = z.object({
  id: z.string(),
  /** The visitor who wrote in, or the shop answering. */
  from: z.enum(['sender', 'shop']),
  body: z.string(),
  createdAt: z.string(),
  /**
   * When the shop's reply was mailed to the sender; null while it has not (or could not be) sent. A
   * sender's message is mailed to the shop through the outbox, which retries until it goes: null.
   */
  mailedAt: z.string().nullable(),
});
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

/** `GET /api/admin/enquiries/:id`: the enquiry with its thread, oldest message first. */
export const enquiryThreadSchema = enquirySummarySchema.extend({
  messages: z.array(enquiryMessageSchema),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

/** `POST /api/admin/enquiries/:id/reply`. */
export const enquiryReplySchema = z.object({ message: messageText });
export type EnquiryReplyInput = z.infer<typeof enquiryReplySchema>;

/** `PATCH /api/admin/enquiries/:id`: close it, or open it again. */
export const enquiryStatusUpdateSchema = z.object({ status: enquiryStatusSchema });
export type EnquiryStatusUpdate = z.infer<typeof enquiryStatusUpdateSchema>;

/**
 * `POST /api/campus-sign-ups`: the campus page's "tell me when it opens" form, posted by the browser
 * as a plain HTML form (it works without JavaScript) and answered with the page again.
 */
export const campusSignUpSchema = z.object({
  email: emailSchema,
  /** Optional; blank is the same as left out. */
  college: z
    .string()
    .trim()
    .max(CAMPUS_COLLEGE_MAX_LENGTH)
    .transform((college) => college || undefined)
    .optional(),
});
export type CampusSignUp = z.output<typeof campusSignUpSchema>;
