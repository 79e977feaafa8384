// The built web app is served from the API's port: deep links get the page, assets their cache rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  appServingWebDist,
  FIXTURE_SCRIPT_PATH,
  type WebAppFixture,
} from '../../test/web-dist-fixture';

describe('web app serving', () => {
  let fixture: WebAppFixture;
  let app: App;

  beforeAll(async () => {
    fixture = await appServingWebDist();
    app = fixture.app;
  });
  afterAll(() => fixture.close());

  it('answers 404 with the app page where the app has no page, as its not-found page says', async () => {
    for (const url of ['/nowhere', '/product-detail/3/reviews', '/admin/unknown?x=1']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Kaushal</title>');
    }
    for (const url of ['/Cart', '/cart/', '/product-detail/3?x=1', '/']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('answers a deep link that accepts HTML with the app page, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/my-orders', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Kaushal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends fingerprinted assets precompressed and cached for a year', async () => {
    const response = await app.inject({
      url: FIXTURE_SCRIPT_PATH,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('keeps unknown API paths and non-page requests as JSON 404s', async () => {
    for (const request of [
      { url: '/api/nothing', headers: { accept: 'text/html' } },
      { url: '/missing.png', headers: { accept: 'image/png' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
