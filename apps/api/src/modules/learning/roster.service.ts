// Roster rules: an admin sees a batch's active learners with how to reach them and their attendance,
// marks attendance once a session has started, and reads who meets the batch's rule for a certificate.
import {
  ATTENDANCE_BEFORE_SESSION,
  type AttendanceInput,
  type BatchRoster,
  type RosterLearner,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { batchesForLearners, type LearnerBatch } from '../catalogue/batch.service';
import { phonesOfOrders } from '../orders/order.service';
import { contactsOf } from '../users/user.service';
import type { EnrolmentRow } from './enrolment.repository';
import { rosterRepository, type CertificateRow } from './roster.repository';

/**
 * Whether attending these sessions meets the rule: attended / sessions ≥ percent / 100, counted in whole
 * numbers so 3 of 4 meets 75 % exactly. A batch without sessions gives no certificate.
 */
export function meetsAttendanceRule(attended: number, sessions: number, percent: number): boolean {
  return sessions > 0 && attended * 100 >= percent * sessions;
}

/** A learner of the roster with what a certificate is made of. */
export interface RosterEntry {
  row: EnrolmentRow;
  learner: RosterLearner;
  certificate: CertificateRow | undefined;
}

export function rosterService(db: Database, clock: Clock = systemClock) {
  const repository = rosterRepository(db);

  /** The batch with its workshop, if it is the product's; 404 otherwise. */
  async function batchOf(productId: number, batchId: number): Promise<LearnerBatch> {
    const [found] = await batchesForLearners(db, [batchId]);
    if (!found || found.batch.productId !== productId) {
      throw new AppError('NOT_FOUND', `Workshop ${productId} has no batch ${batchId}`);
    }
    return found;
  }

  async function entriesOf(found: LearnerBatch, rows: EnrolmentRow[]): Promise<RosterEntry[]> {
    const ids = rows.map((row) => row.id);
    const [accounts, phones, attendance, issued] = await Promise.all([
      contactsOf(
        db,
        rows.map((row) => row.userId),
      ),
      phonesOfOrders(
        db,
        rows.map((row) => row.orderId),
      ),
      repository.attendanceOf(ids),
      repository.certificatesOf(ids),
    ]);
    const { sessions, attendancePercentRequired } = found.batch;
    return rows.map((row) => {
      const account = accounts.get(row.userId);
      const given = row.attendeeName !== null && row.attendeeEmail !== null;
      const attendedSessions = attendance
        .filter(
          ({ enrolmentId, sessionIndex }) =>
            enrolmentId === row.id && sessionIndex < sessions.length,
        )
        .map(({ sessionIndex }) => sessionIndex);
      const certificate = issued.find(({ enrolmentId }) => enrolmentId === row.id);
      const email = (given ? row.attendeeEmail : account?.email) ?? '';
      // Each learner's own number: a seat given away is held by its attendee's account once claimed,
      // and until then nobody's number is theirs; the buyer's own seat falls back to the number on
      // their order.
      const phone = given
        ? (row.claimedAt !== null && account?.phone) || ''
        : (account?.phone ?? phones.get(row.orderId) ?? '');
      return {
        row,
        certificate,
        learner: {
          enrolmentId: String(row.id),
          name: (given ? row.attendeeName : account?.name) || email,
          email,
          phone,
          orderId: String(row.orderId),
          seatClaimed: !given || row.claimedAt !== null,
          attendedSessions,
          certificateCode: certificate?.code ?? null,
          meetsAttendance: meetsAttendanceRule(
            attendedSessions.length,
            sessions.length,
            attendancePercentRequired,
          ),
        },
      };
    });
  }

  /** The batch with every active learner and their standing. */
  async function entries(productId: number, batchId: number) {
    const found = await batchOf(productId, batchId);
    return { found, entries: await entriesOf(found, await repository.activeOfBatch(batchId)) };
  }

  return {
    entries,

    async roster(productId: number, batchId: number): Promise<BatchRoster> {
      const { found, entries: learners } = await entries(productId, batchId);
      const { batch, workshop } = found;
      return {
        workshop: { id: String(workshop.id), title: workshop.title },
        batch: {
          id: String(batch.id),
          name: batch.name,
          sessions: batch.sessions.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
          attendancePercentRequired: batch.attendancePercentRequired,
        },
        learners: learners.map(({ learner }) => learner),
      };
    },

    /** The roster of a batch named by its id alone (the exports' address); 404 for no such batch. */
    async rosterOfBatch(batchId: number): Promise<BatchRoster> {
      const [found] = await batchesForLearners(db, [batchId]);
      if (!found) throw notFound('Batch', batchId);
      return this.roster(found.workshop.id, batchId);
    },

    /** Marks one learner present or absent at one session that has started; the learner as now. */
    async markAttendance(
      productId: number,
      batchId: number,
      input: AttendanceInput,
      actor: AuditActor,
    ): Promise<RosterLearner> {
      const found = await batchOf(productId, batchId);
      const row = await repository.findActiveInBatch(batchId, Number(input.enrolment));
      if (!row) throw notFound(`Batch ${batchId} has no learner with enrolment`, input.enrolment);
      const session = found.batch.sessions[input.session];
      const count = found.batch.sessions.length;
      if (!session) {
        throw new AppError(
          'VALIDATION_FAILED',
          count === 0
            ? `"${found.batch.name}" has no sessions yet`
            : `session must be between 0 and ${count - 1}; "${found.batch.name}" has ${count} session${count === 1 ? '' : 's'}`,
        );
      }
      const now = clock();
      if (Date.parse(session.startsAt) > now.getTime()) {
        throw new AppError('CONFLICT', ATTENDANCE_BEFORE_SESSION);
      }
      await db.transaction(async (tx) => {
        await rosterRepository(tx).setPresent(row.id, input.session, input.present, actor.id, now);
        await recordAudit(tx, {
          actor,
          action: 'attendance.mark',
          entityType: 'enrolment',
          entityId: row.id,
          after: { batchId, session: input.session, present: input.present },
        });
      });
      const [entry] = await entriesOf(found, [row]);
      if (!entry) throw notFound('Enrolment', row.id);
      return entry.learner;
    },
  };
}
export type RosterService = ReturnType<typeof rosterService>;
