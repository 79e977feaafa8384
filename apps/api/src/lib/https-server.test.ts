// With TLS_CERT_FILE and TLS_KEY_FILE the shop serves HTTPS itself: HTTP/2 to clients that offer it,
// HTTP/1.1 to the rest, with the secure session cookie and the same-origin checks of any deployment.
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session, type OutgoingHttpHeaders } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { ConfigError } from '../config';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/test-app';
import {
  selfSignedCertificate,
  type SelfSignedCertificate,
} from '../../test/self-signed-certificate';
import { FIXTURE_SCRIPT, FIXTURE_SCRIPT_PATH, webDistFixture } from '../../test/web-dist-fixture';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function h2Request(
  session: ClientHttp2Session,
  headers: OutgoingHttpHeaders,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answerHeaders: Answer['headers'] = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('HTTPS served by the shop', () => {
  let certificate: SelfSignedCertificate;
  let database: TestDatabase;
  let app: App;
  let origin: string;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    database = await createTestDatabase('pglite');
    const config = testConfig({
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
      PUBLIC_URL: '',
    });
    app = await buildApp({ config, database, logger: false, webDist: webDistFixture() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    session = connect(origin, { ca: certificate.cert });
  });
  afterAll(async () => {
    session.close();
    await app.close();
    await database.close();
  });

  it('speaks HTTP/2 to a client that offers it', async () => {
    const answer = await h2Request(session, { ':path': '/api/health' });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('sends pages and precompressed assets over HTTP/2', async () => {
    const page = await h2Request(session, { ':path': '/view-all-products', accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Kaushal</title>');
    const asset = await h2Request(session, {
      ':path': FIXTURE_SCRIPT_PATH,
      'accept-encoding': 'br, gzip',
    });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toBe(FIXTURE_SCRIPT);
  });

  it('signs in with the Secure host-only cookie and keeps the same-origin check', async () => {
    const post = (requestOrigin: string) =>
      h2Request(
        session,
        {
          ':method': 'POST',
          ':path': '/api/auth/signup',
          'content-type': 'application/json',
          origin: requestOrigin,
        },
        {
          email: `tls-${Date.now()}@example.com`,
          password: 'Passw0rd!',
          confirmPassword: 'Passw0rd!',
        },
      );
    const foreign = await post('https://elsewhere.example');
    expect(foreign.status).toBe(403);

    const signedUp = await post(origin);
    expect(signedUp.status).toBe(201);
    const cookie = String(signedUp.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[^;]+;/);
    expect(cookie).toContain('Secure');

    const check = await h2Request(session, {
      ':path': '/api/auth/check',
      cookie: cookie.split(';')[0],
    });
    expect(check.status).toBe(200);
    expect(JSON.parse(check.body.toString())).toMatchObject({
      email: expect.stringMatching(/^tls-/),
    });
  });

  it('still answers a client that offers only HTTP/1.1', async () => {
    // Node's https client offers no protocol at all during the handshake, so it speaks HTTP/1.1.
    const answer = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
      const request = httpsRequest(`${origin}/api/health`, { ca: certificate.cert }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, version: response.httpVersion }),
        );
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('stops start-up with a clear message for a missing or unusable certificate', async () => {
    const tls = (env: Record<string, string>) => () =>
      buildApp({ config: testConfig(env), database, logger: false });

    expect(() => testConfig({ TLS_CERT_FILE: certificate.certFile })).toThrow(
      /TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE must be set together/,
    );
    const missing = tls({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: certificate.keyFile });
    await expect(missing()).rejects.toThrow(ConfigError);
    await expect(missing()).rejects.toThrow(/TLS_CERT_FILE: cannot read \/nowhere\/cert\.pem/);
    // The key given as the certificate and the other way round.
    const swapped = tls({ TLS_CERT_FILE: certificate.keyFile, TLS_KEY_FILE: certificate.certFile });
    await expect(swapped()).rejects.toThrow(/not a certificate and its key/);
  });
});
