// Search engines are pointed at the public pages and kept out of the API and the signed-in pages; the
// sitemap is real XML in the sitemaps.org schema, read back with an XML parser, and follows the catalogue.
import type { Product } from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../../test/test-app';

/** The sitemap's <loc> values and each one's <lastmod>, from a strict XML parse that throws on malformed XML. */
function locations(xml: string): {
  namespace: string | undefined;
  locs: string[];
  lastmods: Map<string, string>;
} {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  const lastmods = new Map<string, string>();
  let namespace: string | undefined;
  let inside: string | undefined;
  parser.on('opentag', (tag) => {
    if (tag.local === 'urlset') namespace = tag.uri;
    inside = tag.local;
  });
  parser.on('text', (text) => {
    if (inside === 'loc') locs.push(text);
    if (inside === 'lastmod') lastmods.set(locs.at(-1) ?? '', text);
  });
  parser.on('closetag', () => (inside = undefined));
  parser.write(xml).close();
  return { namespace, locs, lastmods };
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
        paths.terms(),
        paths.privacy(),
        paths.refundPolicy(),
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

describe.each(testEngines)('the sitemap of the catalogue on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('lists every offered workshop with its last change, and drops one that is withdrawn', async () => {
    const admin = await signedInUser(t, 'admin');
    const write = async (method: 'POST' | 'PATCH', url: string, body: object) => {
      const answer = await t.app.inject({
        method,
        url,
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({
          description: 'Throw bowls on the wheel.',
          images: ['/uploads/a.png', '/uploads/b.png'],
          thumbnail: '/uploads/t.png',
          category: 'Studio Crafts',
          price: 2000,
          discountPercentage: 0,
          stock: 10,
          ...body,
        }),
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer.json<Product>();
    };
    const wheel = await write('POST', '/api/products', { title: 'Wheel & Clay' });
    const glaze = await write('POST', '/api/products', { title: 'Glaze Chemistry' });
    const sitemap = async () => locations((await t.app.inject({ url: '/sitemap.xml' })).body);

    const before = await sitemap();
    const wheelUrl = 'http://shop.test/workshops/wheel-clay';
    const glazeUrl = 'http://shop.test/workshops/glaze-chemistry';
    expect(before.locs).toEqual(expect.arrayContaining([wheelUrl, glazeUrl]));
    expect(before.lastmods.get(wheelUrl)).toBe(wheel.updatedAt);
    expect(before.locs).toContain(`http://shop.test${paths.about()}`);
    expect(before.lastmods.get(`http://shop.test${paths.about()}`)).toBeUndefined();

    const withdrawn = await write('PATCH', `/api/products/${glaze.id}`, {
      title: glaze.title,
      deleted: true,
    });
    expect(withdrawn.deleted).toBe(true);
    const after = await sitemap();
    expect(after.locs).toContain(wheelUrl);
    expect(after.locs).not.toContain(glazeUrl);
  });
});
