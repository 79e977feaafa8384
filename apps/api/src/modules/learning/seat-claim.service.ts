// Seats given to attendees: the buyer names who takes one of a line's other seats, that person is
// mailed a link whose token (kept only as a hash) moves the seat to the account that claims it
// (docs/decisions/0028-seats-given-by-link-and-batch-materials.md).
import { plainName, type AttendeeInput, type Enrolment } from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AfterAnswer } from '../../lib/after-answer';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { MailOutbox } from '../outbox/outbox.service';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionUser } from '../users/user.service';
import { enrolmentRepository, type EnrolmentRow } from './enrolment.repository';
import { enrolmentService } from './enrolment.service';
import { seatGivenMail } from './seat-claim.mail';
import { seatClaimRepository } from './seat-claim.repository';

export interface SeatClaimServiceOptions {
  db: Database;
  clock: Clock;
  /** The claim link's mail, written with the seat's change and sent with retries. */
  outbox: MailOutbox;
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  brand: MailBrand;
}

/** Why the holder cannot give this seat now, if they cannot. */
function whyNotGivable(row: EnrolmentRow): string | undefined {
  if (row.seat === 1) return 'This seat is yours; give the other seats';
  if (row.status !== 'active') {
    return 'This seat’s order was cancelled, so the seat cannot be given';
  }
  if (row.claimedAt)
    return `This seat was already claimed by ${row.attendeeName ?? 'its attendee'}`;
  return undefined;
}

export function seatClaimService(options: SeatClaimServiceOptions) {
  const { db, clock, outbox, afterAnswer, log, brand } = options;
  const seats = seatClaimRepository(db);
  const learning = enrolmentRepository(db);
  const enrolments = enrolmentService(db, clock);

  /** The holder's seat, or the reason it cannot be given (another account's seat is not found). */
  async function givableSeat(holderId: number, id: number): Promise<void> {
    const row = await learning.findOfUser(holderId, id);
    if (!row) throw notFound('Enrolment', id);
    const reason = whyNotGivable(row);
    if (reason) throw new AppError('CONFLICT', reason);
  }

  return {
    /**
     * Gives one of the buyer's other seats to the attendee with the mail of its claim link, which goes
     * out after the answer; a new link replaces an earlier one. Returns the seat as the buyer now sees it.
     */
    async giveSeat(buyer: SessionUser, id: number, attendee: AttendeeInput): Promise<Enrolment> {
      await givableSeat(buyer.id, id);
      const token = newToken();
      const enrolment = await db.transaction(async (tx) => {
        const given = await seatClaimRepository(tx).give(id, buyer.id, {
          ...attendee,
          claimTokenHash: hashToken(token),
        });
        if (!given) return undefined;
        const seat = await enrolmentService(tx, clock).getOwn(buyer.id, id);
        const claimUrl = `${brand.publicUrl}${paths.seatClaim()}?token=${token}`;
        await outbox.add(
          tx,
          await seatGivenMail(
            { giver: plainName(buyer.name ?? ''), attendee, enrolment: seat, claimUrl },
            brand,
          ),
        );
        return seat;
      });
      if (!enrolment) {
        // Claimed or cancelled between the check and the write: say which.
        await givableSeat(buyer.id, id);
        throw new AppError('CONFLICT', 'This seat changed meanwhile; please try again');
      }
      afterAnswer.run(
        () => outbox.deliverDue(),
        (error) => log.error({ err: error, enrolmentId: id }, 'sending the outbox failed'),
      );
      return enrolment;
    },

    /** Moves the seat of the link's token to the signed-in account, once. */
    async claim(userId: number, token: string): Promise<Enrolment> {
      const tokenHash = hashToken(token);
      const id = await seats.claim(tokenHash, userId, clock());
      if (id === undefined) {
        const seat = await seats.findByTokenHash(tokenHash);
        if (seat?.status === 'active') {
          throw new AppError('CONFLICT', 'You already have a seat in this batch');
        }
        throw new AppError('NOT_FOUND', 'This seat link is not valid or was already used');
      }
      return enrolments.getOwn(userId, id);
    },
  };
}
