// Batch rules: shoppers see a workshop's open batches, admins every batch; admins add and change batches,
// never below the seats already taken, and the product's stock follows in the same transaction.
import {
  OFFLINE_VENUE_REQUIRED,
  type AdminBatch,
  type Batch,
  type BatchInput,
  type BatchPatch,
  type BatchSession,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { toAdminBatch, toBatch } from './batch.mapper';
import {
  batchRepository,
  lastSessionEndSql,
  type BatchRow,
  type BatchValues,
} from './batch.repository';
import { productRepository } from './product.repository';

/** Sessions in time order, with the batch's start (the first session's) beside them. */
function datesOf(sessions: readonly BatchSession[]) {
  const sorted = [...sessions]
    .map(({ startsAt, endsAt }) => ({
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { sessions: sorted, startsAt: sorted[0] ? new Date(sorted[0].startsAt) : null };
}

const optionalDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The columns an admin's input sets; fields left out of a change stay as they are. */
function valuesOf(input: BatchPatch): Partial<BatchValues> {
  const values: Partial<BatchValues> = {
    name: input.name,
    mode: input.mode,
    venue: input.venue,
    capacity: input.capacity,
    enrolmentClosesAt: optionalDate(input.enrolmentClosesAt),
    joiningLink: input.joiningLink,
    attendancePercentRequired: input.attendancePercentRequired,
    closed: input.closed,
    ...(input.sessions && datesOf(input.sessions)),
  };
  // An online batch has no venue to show.
  if (input.mode === 'online' && input.venue === undefined) values.venue = null;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

// Orders say whether their workshops are over in the queries that build their lists.
export { lastSessionEndSql };

/** When the last session of the batches ends, as they stand now; null when none has a session. */
export async function lastSessionEndOf(db: Database, ids: number[]): Promise<Date | null> {
  const ends = (await batchRepository(db).findByIds([...new Set(ids)])).flatMap((batch) =>
    batch.sessions.map((session) => new Date(session.endsAt).getTime()),
  );
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/** Batches as they stand now, with their workshop, by id: what learners of those batches are shown. */
export async function batchesForLearners(db: Database, ids: number[]) {
  return batchRepository(db).findWithWorkshop([...new Set(ids)]);
}
export type LearnerBatch = Awaited<ReturnType<typeof batchesForLearners>>[number];

/**
 * Inside the caller's transaction: the batches as they stand now, by id, locked until it ends so an admin
 * cannot move their sessions while the caller decides on them (a refund before the first session); an
 * admin's change already under way is waited for, and then read as changed.
 */
export async function lockBatchesForDecision(
  tx: Database,
  ids: number[],
): Promise<Pick<BatchRow, 'id' | 'sessions'>[]> {
  return batchRepository(tx).shareLockByIds([...new Set(ids)]);
}

/** As batchesForLearners, the batches with a session that starts after `from`, until `to`. */
export function batchesWithSessionStartingBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<LearnerBatch[]> {
  return batchRepository(db).findWithWorkshopStartingBetween(from, to);
}

export function batchService(db: Database, clock: Clock = systemClock) {
  /** The product, which shoppers see only while it is offered; 404 otherwise. */
  async function productOf(productId: number, viewerIsAdmin: boolean) {
    const product = await productRepository(db, clock).findById(productId);
    if (!product || (product.deleted && !viewerIsAdmin)) throw notFound('Product', productId);
    return product;
  }

  /**
   * Inside one transaction: locks the product's batches (the lock order of every change of seats,
   * seats.service.ts), lets `change` write, then sets the stock to the new sum and records the admin's
   * change in the audit trail.
   */
  function changeSeats(
    actor: AuditActor,
    productId: number,
    change: (tx: Database, locked: BatchRow[], title: string) => Promise<BatchRow>,
  ): Promise<AdminBatch> {
    return db.transaction(async (tx) => {
      const batches = batchRepository(tx);
      const locked = await batches.lockOf(productId);
      const product = await productRepository(tx, clock).findById(productId);
      if (!product) throw notFound('Product', productId);
      if (product.format === 'self-paced') {
        throw new AppError(
          'CONFLICT',
          `"${product.title}" is self-paced: it sells without batches; make it live or hybrid to give it batches`,
        );
      }
      const now = clock();
      const row = await change(tx, locked, product.title);
      await batches.recomputeStock(productId, now);
      const changed = toAdminBatch(row, now);
      // The locked rows are as they were before the change: a batch among them was edited, not made.
      const before = locked.find((batch) => batch.id === row.id);
      await recordAudit(tx, {
        actor,
        action: before ? 'batch.update' : 'batch.create',
        entityType: 'batch',
        entityId: row.id,
        before: before && toAdminBatch(before, now),
        after: changed,
      });
      return changed;
    });
  }

  return {
    /** The open batches, soonest first. */
    async listOpen(productId: number): Promise<Batch[]> {
      await productOf(productId, false);
      const now = clock();
      return (await batchRepository(db).listOf(productId, now)).map((row) => toBatch(row, now));
    },

    /** Every batch, past and closed ones too, soonest first. */
    async listAll(productId: number): Promise<AdminBatch[]> {
      await productOf(productId, true);
      const now = clock();
      return (await batchRepository(db).listOf(productId)).map((row) => toAdminBatch(row, now));
    },

    create(actor: AuditActor, productId: number, input: BatchInput): Promise<AdminBatch> {
      return changeSeats(actor, productId, (tx) =>
        batchRepository(tx).insert(productId, {
          ...valuesOf(input),
          name: input.name,
          capacity: input.capacity,
        }),
      );
    },

    update(
      actor: AuditActor,
      productId: number,
      batchId: number,
      patch: BatchPatch,
    ): Promise<AdminBatch> {
      return changeSeats(actor, productId, async (tx, locked, title) => {
        const batch = locked.find((row) => row.id === batchId);
        if (!batch) throw new AppError('NOT_FOUND', `"${title}" has no batch ${batchId}`);
        if (patch.capacity !== undefined && patch.capacity < batch.seatsTaken) {
          throw new AppError(
            'CONFLICT',
            `"${batch.name}" of "${title}" already has ${batch.seatsTaken} seats taken: its seats cannot be fewer`,
          );
        }
        const values = valuesOf(patch);
        const venue = values.venue === undefined ? batch.venue : values.venue;
        if ((values.mode ?? batch.mode) === 'offline' && !venue) {
          throw new AppError('VALIDATION_FAILED', OFFLINE_VENUE_REQUIRED);
        }
        const row = await batchRepository(tx).update(batchId, values);
        if (!row) throw new AppError('NOT_FOUND', `"${title}" has no batch ${batchId}`);
        return row;
      });
    },
  };
}
