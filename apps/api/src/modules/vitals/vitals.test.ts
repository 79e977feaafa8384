// Web-vitals reporting: off by default, and when switched on the page asks for it and the API logs it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../test/test-app';

const vital = { name: 'LCP', value: 812.5, rating: 'good', id: 'v5-1', page: '/view-all-products' };

describe('web vitals', () => {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  const logLines: string[] = [];

  async function start(webVitals: 'on' | 'off') {
    const dist = mkdtempSync(join(tmpdir(), 'kaushal-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    database = await createTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ WEB_VITALS: webVitals }),
      database,
      webDist: dist,
      logger: { level: 'info', stream },
    });
    return app;
  }
  afterEach(async () => {
    await app?.close();
    await database?.close();
    logLines.length = 0;
  });

  it('is off by default: the page does not ask for it and the API has no endpoint', async () => {
    const shop = await start('off');
    const page = await shop.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('web-vitals');
    const response = await shop.inject({ method: 'POST', url: '/api/vitals', payload: vital });
    expect(response.statusCode).toBe(404);
  });

  it('when on, tells the page to measure and logs what browsers report', async () => {
    const shop = await start('on');
    const page = await shop.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<meta name="web-vitals" content="on" />');
    const response = await shop.inject({ method: 'POST', url: '/api/vitals', payload: vital });
    expect(response.statusCode).toBe(204);
    const logged = logLines.map((line) => JSON.parse(line) as { vital?: unknown });
    expect(logged.find((line) => line.vital)?.vital).toEqual(vital);
  });

  it('refuses a report that is not a web vital', async () => {
    const shop = await start('on');
    const response = await shop.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { ...vital, name: 'FID', page: 'https://elsewhere.example/' },
    });
    expect(response.statusCode).toBe(400);
  });
});
