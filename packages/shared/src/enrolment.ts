// Enrolment contracts: a learner's seat in a batch, bought with a paid order.
import { z } from 'zod';
import { batchModes, batchSessionSchema } from './batch';
import { workshopFormats } from './constants';
import { PLAIN_NAME_MAX_LENGTH, plainName } from './third-party-mail';

export const enrolmentStatuses = ['active', 'ended'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/** A file attached to a batch for its learners: GET /api/enrolments/:id/materials/:materialId. */
export const batchMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type BatchMaterial = z.infer<typeof batchMaterialSchema>;

/** The largest file an admin may attach to a batch. */
export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `title` field of POST /api/products/:id/batches/:batchId/materials (multipart, beside the `file`:
 * a PDF, or a PowerPoint, Word or Excel document).
 */
export const materialTitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the material a title')
  .max(200, 'The title can be at most 200 characters');

/** GET /api/enrolments and /api/enrolments/:id. */
export const enrolmentSchema = z.object({
  id: z.string(),
  /** Which of the order line's seats: the buyer keeps seat 1 and may give the others. */
  seat: z.number().int(),
  /** `ended`: the order was cancelled after payment. */
  status: z.enum(enrolmentStatuses),
  orderId: z.string(),
  workshop: z.object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    thumbnail: z.string(),
    format: z.enum(workshopFormats),
  }),
  /** When the seat was paid for: a self-paced course's drip and access count from it. */
  enrolledAt: z.string(),
  /** A self-paced course bought for a number of days is open until then; null: no end. */
  accessEndsAt: z.string().nullable(),
  /** The batch as it stands now, so later date changes show. */
  batch: z.object({
    id: z.string(),
    name: z.string(),
    mode: z.enum(batchModes),
    venue: z.string().nullable(),
    sessions: z.array(batchSessionSchema),
  }),
  /** The start of the first session not yet over; null once all are (or while undated). */
  nextSessionAt: z.string().nullable(),
  /** Only from JOINING_LINK_EARLY_MINUTES before a session starts until it ends, and only while active. */
  joiningLink: z.string().nullable(),
  /** When the joining link next appears; null when it never will again. */
  joiningLinkOpensAt: z.string().nullable(),
  /** The batch's files; none once the enrolment has ended. */
  materials: z.array(batchMaterialSchema),
  /** The sessions (places in `batch.sessions`, from 0) this learner was marked present at. */
  attendedSessions: z.array(z.number().int()),
  /** Issued once attendance meets the batch's rule; the PDF is GET /api/enrolments/:id/certificate. */
  certificate: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
  /**
   * The person the buyer gave this seat to, and whether they have claimed it with an account; null for
   * a seat the buyer keeps.
   */
  attendee: z.object({ name: z.string(), email: z.string(), claimed: z.boolean() }).nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/**
 * PUT /api/enrolments/:id/attendee: the buyer gives one of a line's other seats (seat 2 and on) to
 * someone, who is e-mailed a link to claim it; allowed until it is claimed.
 */
export const attendeeInputSchema = z.object({
  // The name goes into a mail to the address given, so it is a plain name and nothing else.
  name: z
    .string()
    .trim()
    .min(1, 'Enter the attendee’s name')
    // An empty name has its own message above.
    .refine((name) => name === '' || plainName(name) !== undefined, {
      message: `Enter the attendee’s name in letters only, at most ${PLAIN_NAME_MAX_LENGTH} characters`,
    }),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address'),
});
export type AttendeeInput = z.infer<typeof attendeeInputSchema>;

/** POST /api/seat-claims: a signed-in person takes the seat whose mailed link carried this token. */
export const seatClaimInputSchema = z.object({ token: z.string().min(1).max(200) });
export type SeatClaimInput = z.infer<typeof seatClaimInputSchema>;
