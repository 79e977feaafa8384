// Enrolment rules: a paid order's seats become its buyer's enrolments in the payment's transaction, an
// order cancelled or refunded later ends them (revoking their certificates) in that transaction, and a
// learner reads their own enrolments (another's is not found) with the joining link only around each
// session (docs/decisions/0026-enrolments.md).
import type { Enrolment, Order } from '@kaushal/shared';
import { JOINING_LINK_EARLY_MINUTES } from '@kaushal/shared/constants';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { batchesForLearners, type LearnerBatch } from '../catalogue/batch.service';
import {
  enrolmentRepository,
  type EnrolmentExtras,
  type EnrolmentRow,
} from './enrolment.repository';
import { toBatchMaterial } from './material.service';

/** The joining link appears this long before a session starts, and stays until it ends. */
export const JOINING_LINK_EARLY_MS = JOINING_LINK_EARLY_MINUTES * 60_000;

/** The learner's page of enrolments, which mails point to. */
export const myLearningUrl = (publicUrl: string) => `${publicUrl}/my-learning`;

const DAY_MS = 86_400_000;

/**
 * Inside the caller's transaction (the one recording the payment, or an admin's reopening of a paid
 * order): one active enrolment per seat of each line, all the buyer's, open for the days of access the
 * line bought from `now`. Returns how many rows changed; a replay changes none, and a seat given back
 * keeps the access it had.
 */
export function enrolPaidOrder(tx: Database, order: Order, now: Date): Promise<number> {
  return enrolmentRepository(tx).activate(
    order.items.flatMap((item) =>
      Array.from({ length: item.quantity }, (_, index) => ({
        orderId: Number(order.id),
        orderItemId: Number(item.id),
        userId: Number(order.user),
        productId: Number(item.product.id),
        batchId: Number(item.batch.id),
        seat: index + 1,
        accessEndsAt:
          item.format === 'self-paced' && item.accessDays !== null
            ? new Date(now.getTime() + item.accessDays * DAY_MS)
            : null,
        createdAt: now,
      })),
    ),
  );
}

/**
 * Inside the caller's transaction (the one cancelling or refunding the order): its enrolments end at
 * `now`, and their certificates are revoked at the same moment.
 */
export function endEnrolmentsOfOrder(tx: Database, orderId: number, now: Date): Promise<void> {
  return enrolmentRepository(tx).endOfOrder(orderId, now);
}

/** What the order's learners have had of their workshop: attendance marked, a certificate issued. */
export function attendanceOfOrder(
  db: Database,
  orderId: number,
): Promise<{ attended: boolean; certificateIssuedAt: Date | null }> {
  return enrolmentRepository(db).attendanceOfOrder(orderId);
}

/** Where the joining link stands at `now`: shown, and when it next appears (or appeared, if shown). */
function joiningLinkAt(row: EnrolmentRow, batch: LearnerBatch['batch'], now: number) {
  const windows = batch.sessions.map(({ startsAt, endsAt }) => ({
    opens: Date.parse(startsAt) - JOINING_LINK_EARLY_MS,
    closes: Date.parse(endsAt),
  }));
  const current = windows.find(({ opens, closes }) => opens <= now && now <= closes);
  const upcoming = windows.filter(({ opens }) => opens > now).sort((a, b) => a.opens - b.opens)[0];
  if (row.status !== 'active' || !batch.joiningLink) {
    return { joiningLink: null, joiningLinkOpensAt: null };
  }
  const opens = (current ?? upcoming)?.opens;
  return {
    joiningLink: current ? batch.joiningLink : null,
    joiningLinkOpensAt: opens === undefined ? null : new Date(opens).toISOString(),
  };
}

function toEnrolment(
  row: EnrolmentRow,
  { batch, workshop }: LearnerBatch,
  extras: EnrolmentExtras,
  now: number,
): Enrolment {
  const next = batch.sessions.find(({ endsAt }) => Date.parse(endsAt) > now);
  const certificate = extras.certificates.find(({ enrolmentId }) => enrolmentId === row.id);
  return {
    id: String(row.id),
    seat: row.seat,
    status: row.status,
    orderId: String(row.orderId),
    workshop: { ...workshop, id: String(workshop.id) },
    enrolledAt: row.createdAt.toISOString(),
    accessEndsAt: row.accessEndsAt?.toISOString() ?? null,
    batch: {
      id: String(batch.id),
      name: batch.name,
      mode: batch.mode,
      venue: batch.venue,
      sessions: batch.sessions.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
    },
    nextSessionAt: next ? next.startsAt : null,
    ...joiningLinkAt(row, batch, now),
    materials:
      row.status === 'active'
        ? extras.materials.filter(({ batchId }) => batchId === batch.id).map(toBatchMaterial)
        : [],
    attendedSessions: extras.attendance
      .filter(({ enrolmentId }) => enrolmentId === row.id)
      .map(({ sessionIndex }) => sessionIndex),
    certificate: certificate
      ? { code: certificate.code, issuedAt: certificate.issuedAt.toISOString() }
      : null,
    attendee:
      row.attendeeName && row.attendeeEmail
        ? { name: row.attendeeName, email: row.attendeeEmail, claimed: row.claimedAt !== null }
        : null,
  };
}

/** Latest batch first; batches without dates yet count as the latest; newer enrolments break ties. */
const newestBatchFirst = (a: Enrolment, b: Enrolment) =>
  (b.batch.sessions[0]?.startsAt ?? '~').localeCompare(a.batch.sessions[0]?.startsAt ?? '~') ||
  Number(b.id) - Number(a.id);

export function enrolmentService(db: Database, clock: Clock = systemClock) {
  const repository = enrolmentRepository(db);

  const withBatches = async (rows: EnrolmentRow[]): Promise<Enrolment[]> => {
    const batches = new Map(
      (
        await batchesForLearners(
          db,
          rows.map((row) => row.batchId),
        )
      ).map((found) => [found.batch.id, found]),
    );
    const extras = await repository.extrasOf(
      rows.map((row) => row.id),
      [...batches.keys()],
    );
    const now = clock().getTime();
    return rows.flatMap((row) => {
      const batch = batches.get(row.batchId);
      return batch ? [toEnrolment(row, batch, extras, now)] : [];
    });
  };

  return {
    async listOwn(userId: number): Promise<Enrolment[]> {
      return (await withBatches(await repository.listOfUser(userId))).sort(newestBatchFirst);
    },

    async getOwn(userId: number, id: number): Promise<Enrolment> {
      const row = await repository.findOfUser(userId, id);
      const [enrolment] = row ? await withBatches([row]) : [];
      if (!enrolment) throw notFound('Enrolment', id);
      return enrolment;
    },
  };
}
