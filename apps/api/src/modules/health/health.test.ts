// Health and readiness, with a reachable database and with one that cannot be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import {
  createTestApp,
  manualClock,
  testConfig,
  testEngines,
  type TestApp,
} from '../../../test/test-app';

describe.each(testEngines)('health and readiness on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('reports a live process and a reachable database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { engine, reachable: true } });
  });

  it('is ready once every migration is applied', async () => {
    const response = await t.app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      ready: boolean;
      database: { migrations: { applied: number; expected: number } };
    }>();
    expect(body.ready).toBe(true);
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected);
    expect(body.database.migrations.expected).toBeGreaterThan(0);
  });
});

describe('while the database is busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // PGlite runs one transaction at a time, so one held open keeps every probe waiting behind it.
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers at once from a recent probe, and says unreachable once the database stops answering', async () => {
    const clock = manualClock(Date.now());
    try {
      const status = async () => (await t.app.inject('/api/health')).json<{ status: string }>();
      expect(await status()).toMatchObject({ status: 'ok' });

      let release!: () => void;
      const held = t.database.db.transaction(
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      // A second later the check starts a new probe, which waits behind the transaction; the check
      // itself answers from the probe that settled a second ago.
      clock.advance(1_500);
      expect(await status()).toMatchObject({ status: 'ok' });
      // With no probe settled for over 5 s, the check waits for the running one, then gives up.
      clock.advance(5_000);
      const stuck = await t.app.inject('/api/health');
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });

      release();
      await held;
      await expect.poll(status).toMatchObject({ status: 'ok' });
    } finally {
      clock.stop();
    }
  });
});

describe('with the database out of reach', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect, as during an outage.
    database = await openDatabase({
      url: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: 'memory',
    });
    app = await buildApp({ config: testConfig(), database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers API calls with 503 JSON and Retry-After instead of a crash', async () => {
    const response = await app.inject('/api/products');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
  });

  it('reports the outage on /api/health and /api/ready with 503', async () => {
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false });
  });
});
