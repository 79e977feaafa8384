// Test fixtures for the account suites: an app whose clock the test moves, and an HTTP client that keeps
// every response body and every secret it saw, so a suite can prove no secret was ever sent back.
import type { FastifyServerOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Engine } from '../src/db/client';
import { passwordResetTokens, sessions, signInLinks, users } from '../src/db/schema';
import { createTestApp, manualClock, type ManualClock, type TestApp } from './test-app';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export interface AccountsTestApp extends TestApp {
  clock: ManualClock;
}

export async function createAccountsApp(
  engine: Engine,
  env: Record<string, string> = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<AccountsTestApp> {
  const clock = manualClock();
  const t = await createTestApp(engine, env, { clock: clock.now, logger });
  return {
    ...t,
    clock,
    async close() {
      await t.close();
      clock.stop();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** The client's address, so suites keep per-IP counters apart. */
  ip?: string;
}

/** The JSON the API sent: an error's fields, or a record such as the user. */
export interface ResponseBody {
  code?: string;
  message?: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
  [field: string]: unknown;
}

export interface CallResult {
  status: number;
  body: ResponseBody;
  headers: Record<string, unknown>;
  /** `name=value` of the session cookie the response set, if it set one with a value. */
  sessionCookie: string | undefined;
  cookies: { name: string; value: string; [attribute: string]: unknown }[];
}

const SESSION_COOKIES = new Set(['sid', '__Host-sid']);

export function accountClient(app: App) {
  const bodies: { url: string; body: string }[] = [];
  const secrets = new Set<string>();

  async function call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const response = await app.inject({
      method,
      url,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    bodies.push({ url, body: response.body });
    const cookies = response.cookies as CallResult['cookies'];
    let sessionCookie: string | undefined;
    for (const cookie of cookies) {
      if (SESSION_COOKIES.has(cookie.name) && cookie.value) {
        secrets.add(cookie.value);
        sessionCookie = `${cookie.name}=${cookie.value}`;
      }
    }
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: type.startsWith('application/json')
        ? response.json<ResponseBody>()
        : { text: response.body },
      headers: response.headers,
      sessionCookie,
      cookies,
    };
  }

  return {
    get: (url: string, options?: CallOptions) => call('GET', url, options),
    post: (url: string, body: unknown, options?: CallOptions) =>
      call('POST', url, { ...options, body }),
    patch: (url: string, body: unknown, options?: CallOptions) =>
      call('PATCH', url, { ...options, body }),
    /** A secret the test learnt elsewhere (a reset token from a mail, a session made directly). */
    remember(secret: string) {
      secrets.add(secret);
    },

    /** Fails if any body so far carried a password hash, a stored token hash, or a token in clear. */
    async expectNoSecretsSent(t: TestApp) {
      const db = t.database.db;
      const stored = [
        ...(await db.select({ value: users.passwordHash }).from(users)),
        ...(await db.select({ value: sessions.tokenHash }).from(sessions)),
        ...(await db.select({ value: passwordResetTokens.tokenHash }).from(passwordResetTokens)),
        ...(await db.select({ value: signInLinks.tokenHash }).from(signInLinks)),
      ].map((row) => row.value);
      const all = [...secrets, ...stored];
      expect(secrets.size).toBeGreaterThan(0);
      expect(bodies.length).toBeGreaterThan(10);
      const leaks = bodies.filter(
        ({ body }) => body.includes('$argon2') || all.some((secret) => body.includes(secret)),
      );
      expect(leaks).toEqual([]);
    },
  };
}
export type AccountClient = ReturnType<typeof accountClient>;

export const validAddress = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  street: '12 MG Road',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pinCode: '201301',
};

/** The message and the fields named by a 400 validation reply. */
export function validationOf(result: CallResult) {
  expect(result.status).toBe(400);
  expect(result.body.code).toBe('VALIDATION_FAILED');
  return { message: result.body.message, issues: result.body.issues };
}
