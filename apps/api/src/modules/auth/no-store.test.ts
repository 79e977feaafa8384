// Answers about one person (their account, their session) must not be kept by a browser or proxy
// cache, where the next user of a shared computer would find them: every route of the account modules,
// read from the app's route tree, answers with Cache-Control: no-store, signed in or not, on success
// and on error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../test/security/api-routes';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const ACCOUNT_ROUTES = /^\/api\/(auth|users)\//;

let emails = 0;
/** A body each route accepts from `user`, so the success answer is checked too. */
const acceptedBodies: Record<string, (user: SignedInUser) => object | undefined> = {
  'POST /api/auth/signup': () => {
    emails += 1;
    const password = 'Secret123';
    return { email: `no-store-${emails}@example.com`, password, confirmPassword: password };
  },
  'POST /api/auth/login': ({ email, password }) => ({ email, password }),
  'POST /api/auth/logout': () => ({}),
  'GET /api/auth/logout': () => undefined,
  'GET /api/auth/check': () => undefined,
  'GET /api/auth/session': () => undefined,
  'POST /api/auth/reset-password-request': ({ email }) => ({ email }),
  'POST /api/auth/reset-password': ({ email }) => ({
    email,
    token: 'made-up',
    password: 'Fresh456Pass',
  }),
  'GET /api/auth/reset-password/check': () => undefined,
  'POST /api/auth/sign-in-link': () => ({ token: 'made-up' }),
  'GET /api/users/own': () => undefined,
  'PATCH /api/users/:id': () => ({ name: 'Asha Verma' }),
};

describe.each(testEngines)('no-store on every account answer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('marks each answer of the auth and users routes no-store, signed in or out, success or error', async () => {
    const routes = apiRoutes(t.app).filter((route) => ACCOUNT_ROUTES.test(route.path));
    expect(routes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      Object.keys(acceptedBodies).sort(),
    );
    const seen: string[] = [];
    for (const { method, path } of routes) {
      const user = await signedInUser(t);
      const url = path.replace(':id', String(user.id));
      const body = acceptedBodies[`${method} ${path}`]?.(user);
      const calls = [
        { cookie: user.cookie, payload: body },
        { cookie: undefined, payload: method === 'GET' ? undefined : {} },
      ];
      for (const call of calls) {
        for (const verb of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
          const response = await t.app.inject({
            method: verb as typeof method,
            url,
            headers: call.cookie ? { cookie: call.cookie } : {},
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          seen.push(`${verb} ${path} ${response.statusCode}`);
          expect(
            response.headers['cache-control'],
            `${verb} ${path} answering ${response.statusCode}`,
          ).toBe('no-store');
        }
      }
    }
    // Both kinds of answer were seen, so neither escaped the check.
    expect(seen.some((call) => / 2\d\d$/.test(call))).toBe(true);
    expect(seen.some((call) => / 4\d\d$/.test(call))).toBe(true);
  });
});
