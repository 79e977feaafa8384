// Session reminders: which are due at a pass of the job, one per learner however many seats they hold,
// and each sent exactly once however many instances run passes, and whenever they run (docs/decisions/0027-session-reminders.md).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { batchesWithSessionStartingBetween, type LearnerBatch } from '../catalogue/batch.service';
import { contactsOf } from '../users/user.service';
import { enrolmentCalendar } from './enrolment.calendar';
import { myLearningUrl } from './enrolment.service';
import { sessionReminderMail } from './reminder.mail';
import { reminderRepository, type ReminderKey, type ReminderSeat } from './reminder.repository';

/** Mails one pass sends at most; the rest wait for the next pass. */
const MAILS_PER_PASS = 500;
const MINUTE_MS = 60_000;

export interface ReminderServiceOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  brand: MailBrand;
  /** How long before a session each reminder is due, in minutes. */
  leadMinutes: number[];
}

/**
 * The lead time whose reminder is due at `now` for a session starting at `startsAt`: the shortest one
 * whose moment has come, and none once the session has started. A longer one whose moment passed too
 * (the job was down, or the learner enrolled late) is never sent, so a learner does not get the day's
 * reminder and the hour's at once: only the one that says how near the session is now.
 */
export function dueLeadMinutes(
  startsAt: number,
  now: number,
  leadMinutes: number[],
): number | undefined {
  if (startsAt <= now) return undefined;
  const reached = leadMinutes.filter((lead) => startsAt - lead * MINUTE_MS <= now);
  return reached.length > 0 ? Math.min(...reached) : undefined;
}

/** One learner's reminder of one session: the seats they hold in the batch, however many. */
interface DueReminder {
  keys: ReminderKey[];
  seat: ReminderSeat;
  found: LearnerBatch;
  session: { startsAt: string; endsAt: string };
  sessionIndex: number;
}

const keyText = (key: ReminderKey) =>
  `${key.enrolmentId}/${key.sessionStartsAt.getTime()}/${key.leadMinutes}`;

/**
 * Who a seat's reminder goes to: the attendee it was given to until they claim it, else its account.
 * A buyer holding several seats of a batch is one learner, reminded once.
 */
const learnerOf = (seat: ReminderSeat) =>
  seat.attendeeEmail && !seat.claimedAt
    ? `attendee ${seat.attendeeEmail.toLowerCase()}`
    : `account ${seat.userId}`;

/** The seats' reminders of one session, one per learner. */
function perLearner(reminders: (Omit<DueReminder, 'keys'> & { key: ReminderKey })[]) {
  const learners = new Map<string, DueReminder>();
  for (const { key, ...reminder } of reminders) {
    const id = `${learnerOf(reminder.seat)}/${reminder.seat.batchId}/${key.sessionStartsAt.getTime()}/${key.leadMinutes}`;
    const learner = learners.get(id);
    if (learner) learner.keys.push(key);
    else learners.set(id, { ...reminder, keys: [key] });
  }
  return [...learners.values()];
}

/** Thrown inside a reminder's transaction so its claim is rolled back and a later pass sends it. */
class ReminderNotSent extends Error {}

export function reminderService({ db, clock, mailer, brand, leadMinutes }: ReminderServiceOptions) {
  const { publicUrl } = brand;
  const longestLeadMs = Math.max(...leadMinutes) * MINUTE_MS;

  /** Every learner's reminder due at `now` that no pass has sent yet, soonest session first. */
  async function dueAt(now: Date): Promise<DueReminder[]> {
    const batches = new Map(
      (
        await batchesWithSessionStartingBetween(db, now, new Date(now.getTime() + longestLeadMs))
      ).map((found) => [found.batch.id, found]),
    );
    const repository = reminderRepository(db);
    const seats = await repository.activeSeatsOf([...batches.keys()]);
    const sent = new Set(
      (
        await repository.sentFor(
          seats.map((seat) => seat.id),
          now,
        )
      ).map(keyText),
    );
    const due = seats
      .flatMap((seat) => {
        const found = batches.get(seat.batchId);
        if (!found) return [];
        return found.batch.sessions.flatMap((session, sessionIndex) => {
          const startsAt = Date.parse(session.startsAt);
          const lead = dueLeadMinutes(startsAt, now.getTime(), leadMinutes);
          if (lead === undefined) return [];
          const key = {
            enrolmentId: seat.id,
            sessionStartsAt: new Date(startsAt),
            leadMinutes: lead,
          };
          return sent.has(keyText(key)) ? [] : [{ key, seat, found, session, sessionIndex }];
        });
      })
      .sort((a, b) => a.key.sessionStartsAt.getTime() - b.key.sessionStartsAt.getTime());
    return perLearner(due).slice(0, MAILS_PER_PASS);
  }

  /** The seat's holder and their name, as learnerOf finds them. */
  async function recipientOf(tx: Database, seat: ReminderSeat) {
    if (seat.attendeeEmail && !seat.claimedAt) {
      return { email: seat.attendeeEmail, name: seat.attendeeName };
    }
    return (await contactsOf(tx, [seat.userId])).get(seat.userId);
  }

  /**
   * Claims the reminder of each of the learner's seats and sends the one mail in one transaction:
   * committed once the mail is handed over, rolled back if it is not. False when another pass has
   * them, or their seats ended meanwhile.
   */
  const sendOnce = ({ keys, seat, found, session, sessionIndex }: DueReminder, now: Date) =>
    db.transaction(async (tx) => {
      let claimed = 0;
      for (const key of keys) if (await reminderRepository(tx).claim(key)) claimed += 1;
      if (claimed === 0) return false;
      const to = await recipientOf(tx, seat);
      // Enrolments keep their account, so there is always an address; were there none, the reminder
      // stays recorded with no mail rather than being retried every pass.
      if (!to) return false;
      const { batch, workshop } = found;
      const calendar = enrolmentCalendar({ id: String(seat.id), workshop, batch }, publicUrl, now);
      const mail = await sessionReminderMail(brand, {
        to: to.email,
        name: to.name,
        workshop,
        batch,
        session,
        sessionNumber: sessionIndex + 1,
        sessionCount: batch.sessions.length,
        startsInMs: Date.parse(session.startsAt) - now.getTime(),
        myLearningUrl: myLearningUrl(publicUrl),
        calendar: { filename: `${workshop.slug}.ics`, content: calendar },
      });
      if (!(await mailer.send(mail))) throw new ReminderNotSent();
      return true;
    });

  return {
    /**
     * One pass: sends every reminder due now. A mail that cannot be sent ends the pass (the relay is
     * most likely down) and stays due for the next one. Returns the number of mails sent.
     */
    async sendDue(): Promise<number> {
      const now = clock();
      let sent = 0;
      for (const reminder of await dueAt(now)) {
        try {
          if (await sendOnce(reminder, now)) sent += 1;
        } catch (error) {
          if (error instanceof ReminderNotSent) break;
          throw error;
        }
      }
      return sent;
    },
  };
}
