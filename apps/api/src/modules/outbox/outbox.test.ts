// The mail outbox on every engine: a payment's confirmation and invoice survive a relay that refuses,
// go out once when it accepts again, and instances delivering at the same time send each mail once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { outboxMails } from '../../db/schema';
import { paidSeats } from '../../../test/learning.fixtures';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testConfig,
  testEngines,
  type TestApp,
} from '../../../test/test-app';
import { retryDelayMs } from './outbox.service';

describe.each(testEngines)('the mail outbox on %s', (engine) => {
  let t: TestApp;
  let relay: SmtpPeer;
  const instances: App[] = [];

  /** Another instance on the same database and relay; no background job, the test runs each pass. */
  const instance = async () => {
    const app = await buildApp({
      config: testConfig({ SMTP_URL: relay.url }),
      database: t.database,
      logger: false,
    });
    await app.ready();
    instances.push(app);
    return app;
  };

  const mailsTo = (address: string) => relay.messages.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    relay = await startSmtpPeer();
    t = await createTestApp(engine, { SMTP_URL: relay.url });
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await t.close();
    await relay.close();
  });

  it('keeps the confirmation and its invoice while the relay refuses, and sends it once when it accepts', async () => {
    const clock = manualClock(Date.now());
    try {
      relay.refuse(true);
      const buyer = await signedInUser(t);
      const { order } = await paidSeats(t, buyer);
      await t.app.afterAnswer.settle();
      expect(mailsTo(buyer.email)).toEqual([]);
      const kept = (await t.database.db.select().from(outboxMails)).find(
        (row) => row.message.to === buyer.email,
      );
      expect(kept).toMatchObject({ attempts: 1, sentAt: null });

      relay.refuse(false);
      // Not before its back-off: a relay that just failed is not hammered. The shop's word of the
      // order, which the refused pass never tried, goes now.
      expect(await t.app.outbox.deliverDue()).toBe(1);
      expect(mailsTo(buyer.email)).toEqual([]);
      clock.advance(retryDelayMs(1) + 1000);
      expect(await t.app.outbox.deliverDue()).toBe(1);
      expect(await t.app.outbox.deliverDue()).toBe(0);

      const [mail, ...again] = mailsTo(buyer.email);
      expect(again).toEqual([]);
      expect(mail?.subject).toBe(`Your Kaushal order #${order.id} is confirmed`);
      expect(mail?.attachments).toEqual([expect.stringMatching(/^invoice-.+\.pdf$/)]);
      const [sent] = await t.database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.id, kept!.id));
      expect(sent).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
    } finally {
      relay.refuse(false);
      clock.stop();
    }
  });

  it('sends each waiting mail once when three instances deliver at the same time', async () => {
    const clock = manualClock(Date.now());
    try {
      relay.refuse(true);
      const buyers = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
      for (const buyer of buyers) await paidSeats(t, buyer);
      await t.app.afterAnswer.settle();
      relay.refuse(false);
      clock.advance(retryDelayMs(1) + 1000);

      const [one, two] = [await instance(), await instance()];
      const sent = await Promise.all([t.app, one, two].map((app) => app.outbox.deliverDue()));
      // Each order's receipt, and the shop's word of it.
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2 * buyers.length);
      for (const buyer of buyers) expect(mailsTo(buyer.email)).toHaveLength(1);
    } finally {
      relay.refuse(false);
      clock.stop();
    }
  });
});
