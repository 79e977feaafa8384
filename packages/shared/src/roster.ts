// Batch roster contracts: an admin's list of a batch's learners with their attendance, the marking of
// one learner at one session, and the issuing of certificates to those whose attendance meets the rule.
import { z } from 'zod';
import { batchSessionSchema } from './batch';
import { idOf } from './common';

/** One active enrolment of the batch, as the admin's roster shows it. */
export const rosterLearnerSchema = z.object({
  enrolmentId: z.string(),
  /** The attendee's name when the buyer gave the seat away, else the account's name, else its e-mail. */
  name: z.string(),
  email: z.string(),
  /**
   * The learner's own mobile number: their account's (the buyer's own seat falls back to the order's
   * number); blank for a seat given away and not yet claimed, or an attendee who gave none.
   */
  phone: z.string(),
  orderId: z.string(),
  /** A seat given to someone counts once they claim it; the buyer's own seat always does. */
  seatClaimed: z.boolean(),
  /** Places in the batch's sessions (from 0) the learner was marked present at. */
  attendedSessions: z.array(z.number().int()),
  certificateCode: z.string().nullable(),
  /** Attended sessions / sessions ≥ the batch's required share (never for a batch without sessions). */
  meetsAttendance: z.boolean(),
});
export type RosterLearner = z.infer<typeof rosterLearnerSchema>;

/** GET /api/products/:id/batches/:batchId/roster. */
export const batchRosterSchema = z.object({
  workshop: z.object({ id: z.string(), title: z.string() }),
  batch: z.object({
    id: z.string(),
    name: z.string(),
    sessions: z.array(batchSessionSchema),
    attendancePercentRequired: z.number().int(),
  }),
  learners: z.array(rosterLearnerSchema),
});
export type BatchRoster = z.infer<typeof batchRosterSchema>;

/** PUT /api/products/:id/batches/:batchId/attendance: one learner present or absent at one session. */
export const attendanceInputSchema = z.object({
  enrolment: idOf('enrolment must be an enrolment id'),
  session: z
    .number({ error: 'session must be a session number from 0' })
    .int('session must be a session number from 0')
    .min(0, 'session must be a session number from 0'),
  present: z.boolean({ error: 'present must be true or false' }),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

export const ATTENDANCE_BEFORE_SESSION = 'Attendance can be marked once the session has started';

/** POST /api/products/:id/batches/:batchId/certificates: what issuing did, learner by learner. */
export const certificateIssueResultSchema = z.object({
  issued: z.number().int(),
  alreadyIssued: z.number().int(),
  notEligible: z.number().int(),
});
export type CertificateIssueResult = z.infer<typeof certificateIssueResultSchema>;
