// The three formats on every engine: a self-paced workshop is created without stock, never runs out of
// seats (also when many buy at once), takes no batches, is found by the format filter, and is bought
// for its days of access, which the order keeps and the classroom enforces, its drip counted from the
// purchase in IST days; a live workshop still needs its stock.
import type {
  ClassroomCurriculum,
  Enrolment,
  Lesson,
  Order,
  Product,
  Section,
} from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema';
import { buySeats, DAY, HOUR } from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const workshop = (overrides: Record<string, unknown> = {}) => ({
  title: 'SQL at Your Own Pace',
  description: 'Queries, joins and reports, one lesson at a time.',
  images: ['/uploads/a.png', '/uploads/b.png'],
  thumbnail: '/uploads/t.png',
  category: 'Data Analytics',
  price: 2999,
  discountPercentage: 0,
  format: 'self-paced',
  accessDays: 365,
  ...overrides,
});

/** A batch with one session three days after `now`. */
const marchCohort = (now: number) => ({
  name: 'March cohort',
  mode: 'online',
  capacity: 10,
  sessions: [
    {
      startsAt: new Date(now + 3 * DAY).toISOString(),
      endsAt: new Date(now + 3 * DAY + HOUR).toISOString(),
    },
  ],
});

/** The IST calendar day of an instant, as the classroom says it. */
const istDayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);

describe.each(testEngines)('workshop formats on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let now = Date.now();
  let selfPaced: Product;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => new Date(now) });
    admin = await signedInUser(t, 'admin');
    const created = await call<Product>(t, admin, 'POST', '/api/products', workshop());
    expect(created.status).toBe(201);
    selfPaced = created.body;
  });
  afterAll(() => t.close());

  it('creates a self-paced workshop without stock, and a live one only with it', async () => {
    expect(selfPaced).toMatchObject({ format: 'self-paced', accessDays: 365 });
    expect(selfPaced.stock).toBeGreaterThan(1_000_000);

    const live = await call(t, admin, 'POST', '/api/products', workshop({ format: 'live' }));
    expect(live.status).toBe(400);
    expect(JSON.stringify(live.body)).toContain('stock is required');
    expect(JSON.stringify(live.body)).toContain('accessDays applies to self-paced workshops only');

    // The spec's clients send no format: a live workshop with its stock, as before.
    const spec = await call<Product>(t, admin, 'POST', '/api/products', {
      ...workshop(),
      format: undefined,
      accessDays: undefined,
      stock: 12,
    });
    expect(spec.status).toBe(201);
    expect(spec.body).toMatchObject({ format: 'live', accessDays: null, stock: 12 });
  });

  it('gives a self-paced workshop no batches, and lists it under its format', async () => {
    const batch = await call(
      t,
      admin,
      'POST',
      `/api/products/${selfPaced.id}/batches`,
      marchCohort(now),
    );
    expect(batch.status).toBe(409);
    expect(JSON.stringify(batch.body)).toContain('is self-paced');

    const found = await call<Product[]>(t, undefined, 'GET', '/api/products?format=self-paced');
    expect(found.body.map((product) => product.id)).toContain(selfPaced.id);
    expect(found.body.every((product) => product.format === 'self-paced')).toBe(true);
    const live = await call<Product[]>(t, undefined, 'GET', '/api/products?format=live');
    expect(live.body.map((product) => product.id)).not.toContain(selfPaced.id);
    const wrong = await call(t, undefined, 'GET', '/api/products?format=weekly');
    expect(wrong.status).toBe(400);
  });

  it('sells to many buyers at once without running out, each order keeping the access it bought', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
    const orders = await Promise.all(
      buyers.map((buyer) => buySeats(t, buyer, Number(selfPaced.id), 2)),
    );
    expect(orders).toHaveLength(6);
    const after = await call<Product>(t, undefined, 'GET', `/api/products/${selfPaced.id}`);
    expect(after.body.stock).toBe(selfPaced.stock - 12);
    const [first] = orders;
    const read = await call<Order>(t, buyers[0], 'GET', `/api/orders/${first!.id}`);
    expect(read.body.items[0]).toMatchObject({ format: 'self-paced', accessDays: 365 });
  });

  it('opens the course from purchase for its days of access, dripping from the purchase in IST days', async () => {
    const sections = `/api/products/${selfPaced.id}/sections`;
    const section = await call<Section>(t, admin, 'POST', sections, { title: 'Start' });
    const lesson = (title: string, dripDays?: number) =>
      call<Lesson>(t, admin, 'POST', `${sections}/${section.body.id}/lessons`, {
        title,
        kind: 'text',
        body: `<p>${title}</p>`,
        ...(dripDays !== undefined && { dripDays }),
      });
    expect((await lesson('Now')).status).toBe(201);
    expect((await lesson('Day two', 2)).status).toBe(201);

    const learner = await signedInUser(t);
    const boughtAt = now;
    await buySeats(t, learner, Number(selfPaced.id));
    const [enrolment] = (await call<Enrolment[]>(t, learner, 'GET', '/api/enrolments')).body;
    expect(enrolment).toMatchObject({ workshop: { format: 'self-paced' } });
    expect(Date.parse(enrolment!.enrolledAt)).toBe(boughtAt);
    expect(Date.parse(enrolment!.accessEndsAt!)).toBe(boughtAt + 365 * DAY);

    const classroom = () =>
      call<ClassroomCurriculum>(t, learner, 'GET', `/api/enrolments/${enrolment!.id}/curriculum`);
    const opened = await classroom();
    expect(opened.status).toBe(200);
    const [open, dripped] = opened.body.sections[0]!.lessons;
    expect(open).toMatchObject({ locked: false });
    // Midnight IST two days after the purchase's IST day.
    const istMidnight = Math.floor((boughtAt + 5.5 * HOUR) / DAY) * DAY - 5.5 * HOUR;
    expect(dripped).toMatchObject({
      locked: true,
      unlocksAt: new Date(istMidnight + 2 * DAY).toISOString(),
    });

    now = istMidnight + 2 * DAY;
    expect((await classroom()).body.sections[0]!.lessons[1]).toMatchObject({ locked: false });

    // A year on (the login would have lapsed by then: the access ends at that instant instead).
    now = Date.now();
    const endedAt = new Date(now - HOUR);
    await t.database.db
      .update(enrolments)
      .set({ accessEndsAt: endedAt })
      .where(eq(enrolments.id, Number(enrolment!.id)));
    const ended = await classroom();
    expect(ended.status).toBe(403);
    expect(JSON.stringify(ended.body)).toContain(
      `Your access to this course ended on ${istDayOf(endedAt)}`,
    );
    const lessonAfter = await call(
      t,
      learner,
      'GET',
      `/api/enrolments/${enrolment!.id}/lessons/${open!.id}`,
    );
    expect(lessonAfter.status).toBe(403);
  });

  it('turns a live workshop self-paced only while it has no dated batch', async () => {
    const liveWorkshop = (title: string) =>
      call<Product>(
        t,
        admin,
        'POST',
        '/api/products',
        workshop({ format: 'live', accessDays: null, stock: 5, title }),
      );
    const dated = (await liveWorkshop('Power BI Evenings')).body;
    const batch = await call(
      t,
      admin,
      'POST',
      `/api/products/${dated.id}/batches`,
      marchCohort(now),
    );
    expect(batch.status).toBe(201);
    const refused = await call(t, admin, 'PATCH', `/api/products/${dated.id}`, {
      format: 'self-paced',
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('has dated batches (\\"March cohort\\")');

    const undated = await liveWorkshop('Excel Basics');
    const turned = await call<Product>(t, admin, 'PATCH', `/api/products/${undated.body.id}`, {
      format: 'self-paced',
      accessDays: 90,
    });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ format: 'self-paced', accessDays: 90 });
    expect(turned.body.stock).toBeGreaterThan(1_000_000);
    // Back to live, with the seats it now needs.
    const back = await call<Product>(t, admin, 'PATCH', `/api/products/${undated.body.id}`, {
      format: 'live',
      accessDays: null,
      stock: 8,
    });
    expect(back.body).toMatchObject({ format: 'live', accessDays: null, stock: 8 });
  });
});
