// Batch (cohort) contracts: a workshop's dated runs, each with its own seats, as shoppers, carts, orders
// and admins see them.
import { z } from 'zod';
import { STOCK_MAX } from './constants';

export const batchModes = ['online', 'offline'] as const;
export type BatchMode = (typeof batchModes)[number];

/** One sitting: ISO date-times (UTC on the wire, shown in IST). */
export const batchSessionSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type BatchSession = z.infer<typeof batchSessionSchema>;

/** A batch as shoppers see it (GET /api/products/:id/batches, cart lines). */
export const batchSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(batchModes),
  venue: z.string().nullable(),
  /** Empty while the dates are to be announced. */
  sessions: z.array(batchSessionSchema),
  seatsLeft: z.number(),
  enrolmentClosesAt: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;

/**
 * Where a batch stands: `open` takes enrolments; `full` has no seat left; `enrolment-closed` is past its
 * deadline; `closed` was closed by an admin.
 */
export const batchStatuses = ['open', 'full', 'enrolment-closed', 'closed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/** What admins also see: past and closed batches, the seats taken and the joining link. */
export const adminBatchSchema = batchSchema.extend({
  capacity: z.number(),
  seatsTaken: z.number(),
  joiningLink: z.string().nullable(),
  /** The share of sessions (%) a learner must attend to be given a certificate. */
  attendancePercentRequired: z.number().int(),
  closed: z.boolean(),
  status: z.enum(batchStatuses),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

/** The batch an order item was bought for, as it stood then. */
export const orderedBatchSchema = batchSchema.pick({
  id: true,
  name: true,
  mode: true,
  venue: true,
  sessions: true,
});
export type OrderedBatch = z.infer<typeof orderedBatchSchema>;

/** A product card's line about the next open batch. */
export const nextBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(batchModes),
  /** The first session's start; null while the dates are to be announced. */
  startsAt: z.string().nullable(),
  seatsLeft: z.number(),
});
export type NextBatch = z.infer<typeof nextBatchSchema>;

/** A workshop's batches counted for the admin's product list: every batch, and the seats of the open ones. */
export const batchSeatsSchema = z.object({
  batches: z.number(),
  /** Over the batches taking enrolments, as the workshop's stock counts them. */
  capacity: z.number(),
  seatsLeft: z.number(),
});
export type BatchSeats = z.infer<typeof batchSeatsSchema>;

const MAX_SESSIONS = 60;
const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time` });

/** The fields an admin sets on a batch; dates are ISO date-times with an offset. */
const batchFieldsShape = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(120, 'name must be at most 120 characters'),
  mode: z.enum(batchModes, { error: 'mode must be online or offline' }),
  venue: z.string().trim().max(300, 'venue must be at most 300 characters').nullish(),
  sessions: z
    .array(z.object({ startsAt: isoDateTime('startsAt'), endsAt: isoDateTime('endsAt') }), {
      error: 'sessions must be a list of start and end times',
    })
    .max(MAX_SESSIONS, `a batch can have at most ${MAX_SESSIONS} sessions`),
  capacity: z
    .number({ error: 'seats must be a whole number' })
    .int('seats must be a whole number')
    .min(1, 'seats must be at least 1')
    .max(STOCK_MAX, `seats must be at most ${STOCK_MAX}`),
  enrolmentClosesAt: isoDateTime('enrolmentClosesAt').nullish(),
  joiningLink: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https:\/\/\S+$/i, 'joiningLink must be an https:// address')
    .nullish()
    .or(z.literal('').transform(() => null)),
  attendancePercentRequired: z
    .number({ error: 'attendance needed for a certificate must be a whole number of percent' })
    .int('attendance needed for a certificate must be a whole number of percent')
    .min(0, 'attendance needed for a certificate must be between 0 and 100 %')
    .max(100, 'attendance needed for a certificate must be between 0 and 100 %')
    .optional(),
  closed: z.boolean().optional(),
};

function sessionsEndAfterStart(
  batch: { sessions?: BatchSession[] | undefined },
  context: z.RefinementCtx,
): void {
  batch.sessions?.forEach((session, index) => {
    if (Date.parse(session.endsAt) <= Date.parse(session.startsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['sessions', index, 'endsAt'],
        message: 'a session must end after it starts',
      });
    }
  });
}

export const OFFLINE_VENUE_REQUIRED = 'an offline batch needs a venue';

/** An admin's new batch (POST /api/products/:id/batches). */
export const batchInputSchema = z
  .object({ ...batchFieldsShape, sessions: batchFieldsShape.sessions.default([]) })
  .superRefine((batch, context) => {
    sessionsEndAfterStart(batch, context);
    if (batch.mode === 'offline' && !batch.venue) {
      context.addIssue({ code: 'custom', path: ['venue'], message: OFFLINE_VENUE_REQUIRED });
    }
  });
export type BatchInput = z.output<typeof batchInputSchema>;

/**
 * An admin's change of a batch (PATCH /api/products/:id/batches/:batchId): the same fields, each
 * optional; `closed: true` closes it. Rules that join fields (an offline batch's venue) are checked on
 * the batch as it would become.
 */
export const batchPatchSchema = z
  .object(batchFieldsShape)
  .partial()
  .superRefine(sessionsEndAfterStart);
export type BatchPatch = z.output<typeof batchPatchSchema>;
