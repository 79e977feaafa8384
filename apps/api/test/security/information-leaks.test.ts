// Information leaks and open redirects: no error body carries a stack trace, SQL or a file path; no
// answer carries a password hash, token or session id; no endpoint redirects to a client-given URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  createAccountsApp,
  type AccountClient,
  type AccountsTestApp,
} from '../account-client.fixture';
import { signedInUser, testEngines, type SignedInUser } from '../test-app';
import { apiRoutes } from './api-routes';
import { raw } from './attack-fixtures';

const LEAK =
  /\bat .+:\d+:\d+|node_modules|\/work\/|\bselect\b|\binsert into\b|\bwhere\b.*=|syntax error|pg_|relation "|drizzle|\$argon2/i;
const REDIRECT_PARAMS =
  'from=https://evil.example/&next=//evil.example&redirect=https://evil.example&returnTo=https://evil.example&url=https://evil.example';

describe.each(testEngines)('information leaks on %s', (engine) => {
  let t: AccountsTestApp;
  let client: AccountClient;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await createAccountsApp(engine);
    client = accountClient(t.app);
    customer = await signedInUser(t);
    client.remember(customer.cookie.slice('sid='.length));
  });
  afterAll(() => t.close());

  it('no stack trace, SQL or path in any error body, and every error names its request id', async () => {
    const errors = [
      await client.get('/api/orders/abc', { cookie: customer.cookie }),
      await client.get('/api/orders/2147483647', { cookie: customer.cookie }),
      await client.get("/api/products?_sort=title'--"),
      await client.get('/api/products/99999999'),
      await client.post('/api/cart', { product: '1' }, { cookie: customer.cookie }),
      await client.post(
        '/api/cart',
        { product: '999999', quantity: 1 },
        { cookie: customer.cookie },
      ),
      await client.post('/api/orders', {}, { cookie: customer.cookie }),
      await client.post('/api/auth/login', { email: 'nobody@example.com', password: 'x' }),
      await client.patch(
        `/api/users/${customer.id + 1}`,
        { name: 'x' },
        { cookie: customer.cookie },
      ),
      await client.get('/api/no-such-route'),
    ];
    for (const error of errors) {
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(error.body)).not.toMatch(LEAK);
    }
  });

  it('no password hash, token or session id in any answer of the account flows', async () => {
    const email = 'leaky@example.com';
    const password = 'Leak-passw0rd';
    const signup = await client.post('/api/auth/signup', {
      email,
      password,
      confirmPassword: password,
    });
    const login = await client.post('/api/auth/login', { email, password });
    await client.get('/api/auth/check', { cookie: login.sessionCookie });
    await client.get('/api/users/own', { cookie: login.sessionCookie });
    await client.patch(
      `/api/users/${String(signup.body.id)}`,
      { name: 'L' },
      { cookie: login.sessionCookie },
    );
    await client.post('/api/auth/reset-password-request', { email });
    await client.get('/api/orders/own', { cookie: customer.cookie });
    await client.post('/api/auth/logout', {}, { cookie: login.sessionCookie });
    await client.expectNoSecretsSent(t);
  });

  it('open redirect: no route answers with a redirect to a client-given address', async () => {
    const admin = await signedInUser(t, 'admin');
    const routes = apiRoutes(t.app);
    for (const route of routes) {
      for (const cookie of [undefined, customer.cookie, admin.cookie]) {
        const answer = await raw(t, {
          method: route.method,
          url: `${route.path.replace(':id', '1')}?${REDIRECT_PARAMS}`,
          cookie,
          ...(route.method === 'GET'
            ? {}
            : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
        });
        // A plain HTML form is sent back to its own page (the campus sign-up): a path of this site
        // that no parameter chose. Nothing else redirects.
        const location = answer.headers.location;
        if (route.path === '/api/campus-sign-ups') {
          expect(answer.status).toBe(303);
          expect(String(location)).toMatch(/^\/campus\?[^/]*#campus-sign-up$/);
          continue;
        }
        expect(answer.status, `${route.method} ${route.path}`).not.toBeOneOf([
          301, 302, 303, 307, 308,
        ]);
        expect(location).toBeUndefined();
      }
    }
    // Pages of the web app are served, never redirected, whatever `from` says.
    for (const url of [
      `/login?${REDIRECT_PARAMS}`,
      `/reset-password?${REDIRECT_PARAMS}`,
      `//evil.example/`,
    ]) {
      const page = await raw(t, { method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.headers.location, url).toBeUndefined();
    }
  });
});
