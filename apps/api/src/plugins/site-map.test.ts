// Search engines are pointed at the public pages and kept out of the API and the signed-in pages; the
// sitemap is real XML in the sitemaps.org schema, read back with an XML parser.
import { paths } from '@kaushal/shared/routes';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The sitemap's <loc> values, from a strict XML parse that throws on malformed XML. */
function locations(xml: string): { namespace: string | undefined; locs: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  let namespace: string | undefined;
  let inLoc = false;
  parser.on('opentag', (tag) => {
    if (tag.local === 'urlset') namespace = tag.uri;
    inLoc = tag.local === 'loc';
  });
  parser.on('text', (text) => {
    if (inLoc) locs.push(text);
  });
  parser.on('closetag', () => (inLoc = false));
  parser.write(xml).close();
  return { namespace, locs };
}

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('lists the public pages under the public address', async () => {
    const answer = await t.app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { namespace, locs } = locations(answer.body);
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs).toEqual(
      [
        paths.landing(),
        paths.viewAllProducts(),
        paths.about(),
        paths.mentors(),
        paths.contact(),
        paths.faq(),
        paths.campus(),
      ].map((path) => `https://shop.example${path}`),
    );
  });

  it('keeps crawlers out of the API and every page that needs a sign-in, and names the sitemap', async () => {
    const answer = await t.app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const kept = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice(10));
    for (const path of [
      '/api/',
      '/cart',
      '/checkout',
      '/my-orders',
      '/profile',
      '/admin',
      '/order-success/',
    ])
      expect(kept).toContain(path);
    for (const path of ['/', '/view-all-products', '/about', '/login'])
      expect(kept).not.toContain(path);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
