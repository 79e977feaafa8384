// Enrolment contracts: a learner's seat in a batch, bought with a paid order.
import { z } from 'zod';
import { batchModes, batchSessionSchema } from './batch';

export const enrolmentStatuses = ['active', 'ended'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/** GET /api/enrolments and /api/enrolments/:id. */
export const enrolmentSchema = z.object({
  id: z.string(),
  /** `ended`: the order was cancelled after payment. */
  status: z.enum(enrolmentStatuses),
  orderId: z.string(),
  workshop: z.object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    thumbnail: z.string(),
  }),
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
  /** Only from 30 minutes before a session starts until it ends, and only while active. */
  joiningLink: z.string().nullable(),
  /** When the joining link next appears; null when it never will again. */
  joiningLinkOpensAt: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
