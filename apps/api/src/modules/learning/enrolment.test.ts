// Enrolments on every engine: written with the payment (once, whatever is replayed), ended by an admin's
// cancel, read only by their learner, the joining link only around each session, and the calendar file
// as an independent iCalendar parser reads it.
import type { Enrolment, Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, placeOrder } from '../../../test/order.fixtures';
import { datedWorkshop, JOINING_LINK } from '../../../test/learning.fixtures';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const HOUR = 60 * 60_000;
const GOOD_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Verma',
};

describe.each(testEngines)('enrolments on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Pays the order through the test gateway; returns the signed success to verify (again). */
  async function payFor(user: SignedInUser, order: Order): Promise<PaymentSuccess> {
    const opened = await call<PaymentOrder>(t, user, 'POST', '/api/payments/order', {
      orderId: order.id,
    });
    const paid = await call<PaymentSuccess>(t, user, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: opened.body.id,
      card: GOOD_CARD,
    });
    expect((await call(t, user, 'POST', '/api/order-verify', paid.body)).status).toBe(200);
    return paid.body;
  }

  const enrolmentsOf = async (user: SignedInUser) => {
    const answer = await call<Enrolment[]>(t, user, 'GET', '/api/enrolments');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** `hours` from now, on a whole minute (as admins set sessions, and calendar files keep them). */
  const soon = (hours: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + hours * HOUR);

  it('enrols the buyer once per seat when the order is paid, and a replay adds none', async () => {
    const buyer = await signedInUser(t);
    const session = { startsAt: soon(48), endsAt: soon(50) };
    const product = await datedWorkshop(t, [session]);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 3 }]);
    expect(await enrolmentsOf(buyer)).toEqual([]);

    const success = await payFor(buyer, order);
    const enrolled = await enrolmentsOf(buyer);
    expect(enrolled).toHaveLength(3);
    expect(enrolled.every((e) => e.orderId === order.id && e.status === 'active')).toBe(true);
    expect(enrolled[0]).toMatchObject({
      workshop: { id: String(product.id), title: product.title, slug: product.slug },
      batch: { id: String(product.batchId), name: 'March cohort', mode: 'online', venue: null },
      nextSessionAt: session.startsAt.toISOString(),
      joiningLink: null,
      joiningLinkOpensAt: new Date(session.startsAt.getTime() - HOUR / 2).toISOString(),
    });

    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    expect(await enrolmentsOf(buyer)).toHaveLength(3);
  });

  it('ends the enrolments when an admin cancels the paid order, and shows no link', async () => {
    const buyer = await signedInUser(t);
    const product = await datedWorkshop(t, [{ startsAt: soon(0.25), endsAt: soon(2) }]);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
    await payFor(buyer, order);
    expect((await enrolmentsOf(buyer)).map((e) => e.joiningLink)).toEqual([
      JOINING_LINK,
      JOINING_LINK,
    ]);

    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const ended = await enrolmentsOf(buyer);
    expect(ended).toHaveLength(2);
    for (const enrolment of ended) {
      expect(enrolment).toMatchObject({
        status: 'ended',
        joiningLink: null,
        joiningLinkOpensAt: null,
      });
    }

    // Reopened, the order has its learners back: the same enrolments, active again.
    const reopened = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'pending',
    });
    expect(reopened.status).toBe(200);
    const again = await enrolmentsOf(buyer);
    expect(again.map((e) => [e.id, e.status, e.joiningLink])).toEqual(
      ended.map((e) => [e.id, 'active', JOINING_LINK]),
    );
  });

  it('enrols the buyer of an order an admin marks paid by hand', async () => {
    const buyer = await signedInUser(t);
    const product = await datedWorkshop(t, [{ startsAt: soon(24), endsAt: soon(26) }]);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 2 }]);
    const marked = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(marked.status).toBe(200);
    expect((await enrolmentsOf(buyer)).map((e) => e.status)).toEqual(['active', 'active']);
  });

  it('shows an enrolment to its learner only: another customer gets 404, a visitor 401', async () => {
    const buyer = await signedInUser(t);
    const other = await signedInUser(t);
    const product = await datedWorkshop(t, [{ startsAt: soon(24), endsAt: soon(26) }]);
    await payFor(buyer, await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]));
    const [enrolment] = await enrolmentsOf(buyer);
    if (!enrolment) throw new Error('no enrolment');

    const own = await call<Enrolment>(t, buyer, 'GET', `/api/enrolments/${enrolment.id}`);
    expect(own).toMatchObject({ status: 200, body: enrolment });
    for (const url of [
      `/api/enrolments/${enrolment.id}`,
      `/api/enrolments/${enrolment.id}/calendar.ics`,
    ]) {
      expect((await call(t, other, 'GET', url)).status).toBe(404);
      expect((await call(t, undefined, 'GET', url)).status).toBe(401);
    }
    expect((await call(t, undefined, 'GET', '/api/enrolments')).status).toBe(401);
    expect(await enrolmentsOf(other)).toEqual([]);
    expect((await call(t, buyer, 'GET', '/api/enrolments/999999')).status).toBe(404);
    expect((await call(t, buyer, 'GET', '/api/enrolments/x')).status).toBe(400);
  });

  it('lists the latest batch first', async () => {
    const buyer = await signedInUser(t);
    const earlier = await datedWorkshop(t, [{ startsAt: soon(24), endsAt: soon(26) }]);
    const later = await datedWorkshop(t, [{ startsAt: soon(240), endsAt: soon(242) }]);
    await payFor(
      buyer,
      await placeOrder(t, buyer, [
        { productId: later.id, quantity: 1 },
        { productId: earlier.id, quantity: 1 },
      ]),
    );
    expect((await enrolmentsOf(buyer)).map((e) => e.workshop.id)).toEqual([
      String(later.id),
      String(earlier.id),
    ]);
  });

  it('gives the joining link from 30 minutes before each session until it ends', async () => {
    const buyer = await signedInUser(t);
    const clock = manualClock(Date.now());
    try {
      const first = { startsAt: soon(2), endsAt: soon(4) };
      const second = { startsAt: soon(26), endsAt: soon(28) };
      const product = await datedWorkshop(t, [first, second]);
      await payFor(buyer, await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]));
      const read = async () => {
        const [enrolment] = await enrolmentsOf(buyer);
        return {
          link: enrolment?.joiningLink,
          opensAt: enrolment?.joiningLinkOpensAt,
          next: enrolment?.nextSessionAt,
        };
      };
      const at = (date: Date) => date.toISOString();

      expect(await read()).toEqual({
        link: null,
        opensAt: at(new Date(first.startsAt.getTime() - HOUR / 2)),
        next: at(first.startsAt),
      });
      clock.advance(HOUR + HOUR / 2 - 60_000); // 31 minutes before the first session
      expect((await read()).link).toBeNull();
      clock.advance(2 * 60_000); // 29 minutes before
      expect(await read()).toMatchObject({ link: JOINING_LINK, next: at(first.startsAt) });
      clock.advance(2 * HOUR + 28 * 60_000); // a minute before the first session ends
      expect((await read()).link).toBe(JOINING_LINK);
      clock.advance(2 * 60_000); // a minute after it ended
      expect(await read()).toEqual({
        link: null,
        opensAt: at(new Date(second.startsAt.getTime() - HOUR / 2)),
        next: at(second.startsAt),
      });
      clock.advance(25 * HOUR); // past the last session
      expect(await read()).toEqual({ link: null, opensAt: null, next: null });
    } finally {
      clock.stop();
    }
  });

  it('gives a calendar file with one event per session, in UTC, a reminder, and no joining link', async () => {
    const buyer = await signedInUser(t);
    const sessions = [
      { startsAt: soon(72), endsAt: soon(75) },
      { startsAt: soon(96), endsAt: soon(99) },
    ];
    const product = await datedWorkshop(t, sessions);
    await payFor(buyer, await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]));
    const [enrolment] = await enrolmentsOf(buyer);
    if (!enrolment) throw new Error('no enrolment');

    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/enrolments/${enrolment.id}/calendar.ics`,
      headers: { cookie: buyer.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${product.slug}.ics"`,
    );
    expect(answer.body).not.toContain(JOINING_LINK);
    expect(answer.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const events = Object.values(ical.sync.parseICS(answer.body)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(events).toHaveLength(2);
    sessions.forEach((session, index) => {
      const event = events.find(
        (e) =>
          e.uid ===
          `enrolment-${enrolment.id}-session-${index + 1}@${new URL(t.config.publicUrl).host}`,
      );
      expect(event?.start.toISOString()).toBe(session.startsAt.toISOString());
      expect(event?.end?.toISOString()).toBe(session.endsAt.toISOString());
      expect(event?.summary).toBe(`${product.title} — March cohort`);
      expect(event?.location).toBe('Online');
      // Joining details point to My Learning, where the link shows in its window, not the sales page.
      expect(event?.description).toBe(
        `Join from My Learning: the joining link appears there 30 minutes before the session. ${t.config.publicUrl}/my-learning`,
      );
      expect(event?.url).toMatchObject({ val: `${t.config.publicUrl}/my-learning` });
      expect(answer.body).not.toContain(`/workshops/${product.slug}`);
      expect(event?.alarms).toEqual([expect.objectContaining({ action: 'DISPLAY' })]);
      expect(answer.body).toContain('TRIGGER:-PT1H');
    });
  });

  it('puts an offline batch’s venue in its calendar events', async () => {
    const buyer = await signedInUser(t);
    const product = await datedWorkshop(
      t,
      [{ startsAt: soon(72), endsAt: soon(75) }],
      'Kaushal Studio, Noida',
    );
    await payFor(buyer, await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]));
    const [enrolment] = await enrolmentsOf(buyer);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/enrolments/${enrolment?.id}/calendar.ics`,
      headers: { cookie: buyer.cookie },
    });
    const [event] = Object.values(ical.sync.parseICS(answer.body)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(event?.location).toBe('Kaushal Studio, Noida');
    expect(event?.description).toBe(
      `Venue: Kaushal Studio, Noida. Your sessions and materials are in My Learning: ${t.config.publicUrl}/my-learning`,
    );
  });
});
