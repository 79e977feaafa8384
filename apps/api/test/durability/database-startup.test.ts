// Start-up against a database that cannot be used: the server tries again while PostgreSQL cannot be
// reached, then exits 1 with one message naming DATABASE_URL and the cause, never a stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Runs the server from source with `databaseUrl` and resolves with its exit code and what it printed. */
function startServer(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kaushal-startup-')),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m);

describe('start-up without a usable database', () => {
  it('an unreachable PostgreSQL: tries again, then names DATABASE_URL and the refusal', async () => {
    const url = `postgres://shop:s3cret@127.0.0.1:${await closedPort()}/kaushal`;
    const { code, output } = await startServer(url);
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL=postgres://shop:***@127.0.0.1:');
    expect(output).toMatch(/ECONNREFUSED.*\(tried 5 times\)/);
    expect(output).not.toContain('s3cret');
    noStackTrace(output);
  });

  it.skipIf(!postgresUrl)('a database that does not exist: says so at once', async () => {
    const url = new URL(postgresUrl ?? 'postgres://localhost/test');
    url.pathname = '/kaushal_no_such_database';
    const { code, output } = await startServer(url.toString());
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL=');
    expect(output).toContain('database "kaushal_no_such_database" does not exist');
    expect(output).not.toContain('tried');
    noStackTrace(output);
  });
});
