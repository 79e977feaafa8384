// Session reminders on every engine: the day's and the hour's mail as the clock reaches them, none once a
// session started or for an ended seat, each sent once however many passes and instances run, with the
// time in IST and the calendar file an independent parser reads.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { enrolments, sentReminders } from '../../db/schema';
import { buySeats, datedWorkshop, istSession, JOINING_LINK } from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import { startSmtpPeer } from '../../../test/smtp-peer';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testConfig,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { sendDueReminders } from './reminder.job';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `hours` after `from`, on a whole minute (as admins set sessions). */
const hoursAfter = (from: number, hours: number) =>
  new Date(Math.ceil(from / MINUTE) * MINUTE + hours * HOUR);

/** A session of three hours starting `hours` after `from`. */
const sessionAt = (from: number, hours: number) => ({
  startsAt: hoursAfter(from, hours),
  endsAt: hoursAfter(from, hours + 3),
});

/** Every mail an instance without a relay wrote to its outbox, parsed as a mail client would. */
async function outbox(app: App): Promise<ParsedMail[]> {
  const dir = join(app.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
}

const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** The reminders (not the order confirmations) that went to `address`, oldest first. */
async function remindersTo(app: App | App[], address: string): Promise<ParsedMail[]> {
  const mails = (await Promise.all([app].flat().map(outbox))).flat();
  return mails
    .filter((mail) => recipientOf(mail) === address && mail.subject?.startsWith('Reminder:'))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

const calendarEvents = (mail: ParsedMail) => {
  const attachment = mail.attachments.find((file) => file.contentType === 'text/calendar');
  if (!attachment) throw new Error('no calendar file attached');
  return {
    filename: attachment.filename,
    events: Object.values(ical.sync.parseICS(attachment.content.toString('utf8'))).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    ),
  };
};

describe('reminder configuration', () => {
  it('reads the interval and the lead times, longest first, and names what it cannot read', () => {
    expect(testConfig().reminders).toEqual({ everyMs: 60_000, leadMinutes: [1440, 60] });
    expect(
      testConfig({ REMINDER_EVERY_MS: '5000', REMINDER_LEAD_MINUTES: '30, 2880,30' }).reminders,
    ).toEqual({ everyMs: 5000, leadMinutes: [2880, 30] });
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '1440,an hour' })).toThrow(
      /REMINDER_LEAD_MINUTES: expected whole minutes from 1 to 10080.*"an hour"/,
    );
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ REMINDER_LEAD_MINUTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ REMINDER_EVERY_MS: '10' })).toThrow(/REMINDER_EVERY_MS/);
  });
});

describe.each(testEngines)('session reminders on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  /** Other instances on the same database, closed with the suite. */
  const instances: App[] = [];

  const instance = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: testConfig(env), database: t.database, logger: false });
    await app.ready();
    instances.push(app);
    return app;
  };

  /** A buyer's order of `seats` seats in a workshop of one session, 30 hours from now. */
  const seatsOrdered = async (seats: number) => {
    const buyer = await signedInUser(t);
    const session = sessionAt(Date.now(), 30);
    const order = await buySeats(t, buyer, (await datedWorkshop(t, [session])).id, seats);
    return { buyer, session, order };
  };

  beforeAll(async () => {
    // No background job here: each pass is run by the test.
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await t.close();
  });

  it('mails the day’s reminder when the clock reaches it, the hour’s later, and none once the session started', async () => {
    const clock = manualClock(Date.now());
    try {
      const buyer = await signedInUser(t);
      const start = Date.now();
      const first = sessionAt(start, 30);
      const second = sessionAt(start, 80);
      const product = await datedWorkshop(t, [first, second]);
      await buySeats(t, buyer, product.id);

      await sendDueReminders(t.app);
      clock.advance(first.startsAt.getTime() - 24 * HOUR - MINUTE - Date.now());
      await sendDueReminders(t.app);
      expect(await remindersTo(t.app, buyer.email)).toEqual([]);

      clock.advance(2 * MINUTE); // 23 h 59 min before the first session
      await sendDueReminders(t.app);
      await sendDueReminders(t.app);
      const [day, ...sameDay] = await remindersTo(t.app, buyer.email);
      expect(sameDay).toEqual([]);
      const when = istSession(first.startsAt, first.endsAt);
      expect(day?.subject).toBe(`Reminder: ${product.title} starts in 24 hours (${when})`);
      expect(day?.text).toContain(`When:   ${when} (session 1 of 2)`);
      expect(day?.text).toContain('Batch:  March cohort');
      expect(day?.text).toContain(`Join here: ${JOINING_LINK}`);
      expect(day?.text).toContain('also appears in My Learning 30 minutes before the session');
      expect(day?.text).toContain(`Open My Learning: ${t.config.publicUrl}/my-learning`);
      expect(day?.text).toContain(
        'My Learning has every session, the joining link and the materials.',
      );
      const links = parse(String(day?.html))
        .querySelectorAll('a')
        .map((a) => [a.textContent.trim(), a.getAttribute('href')]);
      expect(links).toContainEqual(['Open My Learning', `${t.config.publicUrl}/my-learning`]);
      expect(links).toContainEqual([JOINING_LINK, JOINING_LINK]);

      if (!day) throw new Error('no reminder');
      const { filename, events } = calendarEvents(day);
      expect(filename).toBe(`${product.slug}.ics`);
      const [enrolment] = await t.database.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(eq(enrolments.userId, buyer.id));
      const host = new URL(t.config.publicUrl).host;
      expect(
        events
          .map((event) => [event.uid, event.start.toISOString(), event.end?.toISOString()])
          .sort(),
      ).toEqual([
        [
          `enrolment-${enrolment?.id}-session-1@${host}`,
          first.startsAt.toISOString(),
          first.endsAt.toISOString(),
        ],
        [
          `enrolment-${enrolment?.id}-session-2@${host}`,
          second.startsAt.toISOString(),
          second.endsAt.toISOString(),
        ],
      ]);

      clock.advance(22 * HOUR + 58 * MINUTE); // an hour and a minute before
      await sendDueReminders(t.app);
      expect(await remindersTo(t.app, buyer.email)).toHaveLength(1);
      clock.advance(2 * MINUTE); // 59 minutes before
      await sendDueReminders(t.app);
      const [, hour, ...more] = await remindersTo(t.app, buyer.email);
      expect(more).toEqual([]);
      expect(hour?.subject).toBe(`Reminder: ${product.title} starts in 1 hour (${when})`);

      clock.advance(HOUR); // the session started a minute ago
      await sendDueReminders(t.app);
      expect(await remindersTo(t.app, buyer.email)).toHaveLength(2);
    } finally {
      clock.stop();
    }
  });

  it('sends only the hour’s reminder when the day’s was missed, and none for a session already started', async () => {
    const clock = manualClock(Date.now());
    try {
      const buyer = await signedInUser(t);
      const start = Date.now();
      const missed = sessionAt(start, 30);
      const started = sessionAt(start, 29);
      const venue = 'Kaushal Studio, Sector 18, Noida';
      await buySeats(t, buyer, (await datedWorkshop(t, [missed], venue)).id);
      await buySeats(t, buyer, (await datedWorkshop(t, [started])).id);

      // No pass ran until 30 minutes before the later session: the other started half an hour ago.
      clock.advance(missed.startsAt.getTime() - 30 * MINUTE - Date.now());
      await sendDueReminders(t.app);
      await sendDueReminders(t.app);
      const [mail, ...more] = await remindersTo(t.app, buyer.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toContain('starts in 30 minutes');
      expect(mail?.text).toContain(`Where:  ${venue}`);
      expect(mail?.text).not.toContain('joining link');
      const claimed = await t.database.db
        .select({ leadMinutes: sentReminders.leadMinutes })
        .from(sentReminders)
        .innerJoin(enrolments, eq(enrolments.id, sentReminders.enrolmentId))
        .where(eq(enrolments.userId, buyer.id));
      expect(claimed).toEqual([{ leadMinutes: 60 }]);
    } finally {
      clock.stop();
    }
  });

  it('sends nothing for an ended enrolment', async () => {
    const clock = manualClock(Date.now());
    try {
      const [cancelling, staying] = [await signedInUser(t), await signedInUser(t)];
      const session = sessionAt(Date.now(), 30);
      const product = await datedWorkshop(t, [session]);
      const cancelled = await buySeats(t, cancelling, product.id);
      await buySeats(t, staying, product.id);
      const answer = await call(t, admin, 'PATCH', `/api/orders/${cancelled.id}`, {
        status: 'cancelled',
      });
      expect(answer.status).toBe(200);

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(t.app);
      expect(await remindersTo(t.app, cancelling.email)).toEqual([]);
      expect(await remindersTo(t.app, staying.email)).toHaveLength(1);
    } finally {
      clock.stop();
    }
  });

  it('mails a seat given to an attendee to the attendee until they claim it', async () => {
    const clock = manualClock(Date.now());
    try {
      const { buyer, session, order } = await seatsOrdered(3);
      const given = { attendeeName: 'Ravi Kumar', attendeeEmail: `ravi-${order.id}@example.com` };
      const claimedBy = `meera-${order.id}@example.com`;
      const seats = await t.database.db
        .select({ id: enrolments.id, seat: enrolments.seat })
        .from(enrolments)
        .where(eq(enrolments.orderId, Number(order.id)));
      for (const { id, seat } of seats) {
        if (seat === 2)
          await t.database.db.update(enrolments).set(given).where(eq(enrolments.id, id));
        if (seat === 3) {
          // Claimed: the seat is the claimer's account's now (the buyer's here, for the test).
          await t.database.db
            .update(enrolments)
            .set({ attendeeName: 'Meera', attendeeEmail: claimedBy, claimedAt: new Date() })
            .where(eq(enrolments.id, id));
        }
      }

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(t.app);
      const [toAttendee, ...more] = await remindersTo(t.app, given.attendeeEmail);
      expect(more).toEqual([]);
      expect(toAttendee?.text).toMatch(/^Hello Ravi Kumar,/);
      // Seats 1 and 3 are both the buyer's: one reminder.
      expect(await remindersTo(t.app, buyer.email)).toHaveLength(1);
      expect(await remindersTo(t.app, claimedBy)).toEqual([]);
    } finally {
      clock.stop();
    }
  });

  it('greets an attendee by a plain name only, leaving out a name stored before names were checked', async () => {
    const clock = manualClock(Date.now());
    try {
      const { session, order } = await seatsOrdered(2);
      const attendeeEmail = `named-${order.id}@example.com`;
      await t.database.db
        .update(enrolments)
        .set({ attendeeName: 'Win a prize at http://evil.example <b>now</b>', attendeeEmail })
        .where(eq(enrolments.orderId, Number(order.id)));

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(t.app);
      const [reminder] = await remindersTo(t.app, attendeeEmail);
      expect(reminder?.text).toMatch(/^Hello,\n/);
      expect(`${reminder?.subject}\n${reminder?.text}\n${String(reminder?.html)}`).not.toMatch(
        /evil|prize/,
      );
    } finally {
      clock.stop();
    }
  });

  it('keeps a reminder whose mail failed due, and sends it on a later pass', async () => {
    const clock = manualClock(Date.now());
    try {
      const gone = await startSmtpPeer();
      await gone.close();
      const unreachable = await instance({ SMTP_URL: gone.url, SMTP_TIMEOUT_MS: '2000' });
      const buyer = await signedInUser(t);
      const session = sessionAt(Date.now(), 30);
      await buySeats(t, buyer, (await datedWorkshop(t, [session])).id);

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(unreachable);
      const kept = await t.database.db
        .select({ id: sentReminders.id })
        .from(sentReminders)
        .innerJoin(enrolments, eq(enrolments.id, sentReminders.enrolmentId))
        .where(eq(enrolments.userId, buyer.id));
      expect(kept).toEqual([]);
      await sendDueReminders(t.app);
      expect(await remindersTo(t.app, buyer.email)).toHaveLength(1);
    } finally {
      clock.stop();
    }
  });

  it('sends each reminder once when two instances run their passes at the same time', async () => {
    const clock = manualClock(Date.now());
    try {
      const [one, two] = [await instance(), await instance()];
      const session = sessionAt(Date.now(), 30);
      const product = await datedWorkshop(t, [session]);
      const buyers: SignedInUser[] = [];
      for (let i = 0; i < 6; i += 1) {
        const buyer = await signedInUser(t);
        await buySeats(t, buyer, product.id);
        buyers.push(buyer);
      }

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await Promise.all([
        sendDueReminders(one),
        sendDueReminders(two),
        sendDueReminders(one),
        sendDueReminders(two),
      ]);
      for (const buyer of buyers) {
        expect(await remindersTo([one, two], buyer.email)).toHaveLength(1);
      }
    } finally {
      clock.stop();
    }
  });

  it('takes the lead times from the configuration', async () => {
    const clock = manualClock(Date.now());
    try {
      const early = await instance({ REMINDER_LEAD_MINUTES: '120' });
      const buyer = await signedInUser(t);
      const session = sessionAt(Date.now(), 30);
      await buySeats(t, buyer, (await datedWorkshop(t, [session])).id);

      clock.advance(session.startsAt.getTime() - 23 * HOUR - Date.now());
      await sendDueReminders(early);
      expect(await remindersTo(early, buyer.email)).toEqual([]);
      clock.advance(21 * HOUR);
      await sendDueReminders(early);
      const [mail] = await remindersTo(early, buyer.email);
      expect(mail?.subject).toContain('starts in 2 hours');
    } finally {
      clock.stop();
    }
  });
});

describe.each(testEngines)('the reminder job on %s', (engine) => {
  it('mails a learner who enrolled within a day of the session on its next pass', async () => {
    const smtp = await startSmtpPeer();
    const t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, REMINDER_EVERY_MS: '1000' },
      { backgroundJobs: true },
    );
    try {
      const buyer = await signedInUser(t);
      const session = sessionAt(Date.now(), 3);
      const product = await datedWorkshop(t, [session]);
      await buySeats(t, buyer, product.id);
      const mail = await smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Reminder:'));
      expect(mail.subject).toBe(
        `Reminder: ${product.title} starts in 3 hours (${istSession(session.startsAt, session.endsAt)})`,
      );
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
