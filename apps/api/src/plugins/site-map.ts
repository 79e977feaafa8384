// What search engines are told about the shop: /robots.txt keeps them out of the API and of pages that
// need a sign-in, and /sitemap.xml lists the public pages (from the one route table) and every offered
// workshop's page.
import { paths, routes } from '@kaushal/shared/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ttlCache } from '../lib/ttl-cache';

export interface SiteMapOptions {
  publicUrl: string;
  /** The offered workshops' pages (/workshops/<slug>) and when each last changed. */
  workshopPages: () => Promise<{ slug: string; updatedAt: Date }[]>;
  /** How long the sitemap is reused: no longer than the catalogue's reads are. */
  cacheMs: number;
}

/** Public pages worth finding from a search; sign-in, sign-up and password pages are not. */
const LISTED = [
  'landing',
  'viewAllProducts',
  'about',
  'mentors',
  'contact',
  'faq',
  'campus',
  'terms',
  'privacy',
  'refundPolicy',
] as const;

/** Every page that needs a sign-in, up to its first `:name` segment (or `/*`), and the API. */
const keptOut = [
  '/api/',
  ...new Set(
    Object.values(routes)
      .filter(({ access }) => access !== 'public')
      .map(({ path }) => (path.split(':')[0] ?? path).replace(/\/\*$/, '')),
  ),
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

export const siteMap = fp(async (app: FastifyInstance, options: SiteMapOptions) => {
  const robots = [
    'User-agent: *',
    ...keptOut.map((path) => `Disallow: ${path}`),
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(options.publicUrl + path)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</url>`;
  const sitemaps = ttlCache<string>(options.cacheMs, 1);
  const sitemap = async () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...LISTED.map((name) => url(paths[name]())),
      ...(await options.workshopPages()).map((page) =>
        url(paths.workshop(page.slug), page.updatedAt),
      ),
      '</urlset>',
      '',
    ].join('\n');
  const sitemapMaxAge = Math.floor(options.cacheMs / 1000);
  // Pages for crawlers, not API routes: left out of the API's OpenAPI document.
  const forCrawlers = { schema: { hide: true } };
  app.get('/robots.txt', forCrawlers, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', forCrawlers, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${sitemapMaxAge}`)
      .send(await sitemaps.get('sitemap', sitemap)),
  );
});
