// The catalogue in figures, as the FAQ states them: workshops offered, and the shortest and longest
// session of the batches taking enrolments (a closed batch's or a withdrawn workshop's do not count).
import type { CatalogueFacts } from '@kaushal/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../../db/schema';
import { insertProduct } from '../../../test/order.fixtures';
import { createTestApp, testEngines, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-03-01T04:30:00Z');
const HOUR = 3_600_000;

/** Sessions of these lengths in minutes, a day apart, starting a week from now. */
const sessionsOf = (...minutes: number[]) =>
  minutes.map((length, index) => {
    const start = NOW.getTime() + (7 + index) * 24 * HOUR;
    return {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + length * 60_000).toISOString(),
    };
  });

describe.each(testEngines)('catalogue facts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => NOW });
  });
  afterAll(() => t.close());

  const facts = async () => {
    const response = await t.app.inject('/api/catalogue/facts');
    expect(response.statusCode).toBe(200);
    return response.json<CatalogueFacts>();
  };

  it('counts the workshops offered and states no session length while none is dated', async () => {
    await insertProduct(t);
    await insertProduct(t);
    await insertProduct(t, { deleted: true });
    expect(await facts()).toEqual({ workshops: 2, sessionMinutes: null });
  });

  it('gives the shortest and longest session of the batches taking enrolments', async () => {
    const offered = await insertProduct(t);
    const withdrawn = await insertProduct(t, { deleted: true });
    await t.database.db.insert(batches).values([
      { productId: offered.id, name: 'Evenings', capacity: 10, sessions: sessionsOf(90, 120) },
      { productId: offered.id, name: 'Weekend', capacity: 10, sessions: sessionsOf(180) },
      // Neither a closed batch nor a withdrawn workshop's batch is offered.
      {
        productId: offered.id,
        name: 'Closed',
        capacity: 10,
        closed: true,
        sessions: sessionsOf(30),
      },
      { productId: withdrawn.id, name: 'Gone', capacity: 10, sessions: sessionsOf(300) },
    ]);
    expect(await facts()).toEqual({
      workshops: 3,
      sessionMinutes: { shortest: 90, longest: 180 },
    });
  });
});
