// A stand-in for the built web app: its page and one fingerprinted script, stored also brotli-compressed
// as the build leaves it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildApp, type App } from '../src/app';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app';

export const FIXTURE_SCRIPT_PATH = '/assets/app-1a2b3c.js';
export const FIXTURE_SCRIPT = 'console.log("kaushal");'.repeat(100);

/** Writes the fixture to a new folder and returns it, to be given to buildApp as `webDist`. */
export function webDistFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kaushal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kaushal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, FIXTURE_SCRIPT_PATH), FIXTURE_SCRIPT);
  writeFileSync(join(dist, `${FIXTURE_SCRIPT_PATH}.br`), brotliCompressSync(FIXTURE_SCRIPT));
  return dist;
}

export interface WebAppFixture {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The app on a fresh in-memory PGlite, serving the fixture as its web app. */
export async function appServingWebDist(): Promise<WebAppFixture> {
  const database = await createTestDatabase('pglite');
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    webDist: webDistFixture(),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
