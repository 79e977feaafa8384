// The public pages search engines and link previews read: each one's head and structured data, built
// from the data the page shows and the site content the web app's server entry carries.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { istDay } from '@kaushal/shared/ist';
import { pageFromSearch } from '@kaushal/shared/opening-page';
import type { Business } from '@kaushal/shared/business';
import type { CatalogueFacts, Product } from '@kaushal/shared/product';
import { paths, routes } from '@kaushal/shared/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { batchService } from '../modules/catalogue/batch.service';
import { productService } from '../modules/catalogue/product.service';
import { CERTIFICATE_LOOKUP_PER_IP } from '../modules/learning/certificate.limits';
import { verifyCertificate } from '../modules/learning/certificate.service';
import type { PageHead } from './page-head';
import {
  absoluteUrl,
  courseJsonLd,
  faqPageJsonLd,
  itemListJsonLd,
  type Faq,
  type JsonLd,
  type Publisher,
} from './structured-data';

/** The pages whose head the web app describes (apps/web/src/config/page-meta.ts). */
const described = [
  'landing',
  'viewAllProducts',
  'about',
  'mentors',
  'faq',
  'campus',
  'contact',
  'terms',
  'privacy',
  'refundPolicy',
] as const;
type DescribedPage = (typeof described)[number];

/** What apps/web/src/entry-server.tsx exports, as the server uses it. */
export interface ServerEntry {
  renderPage(
    url: string,
    transport: { baseUrl: string; fetchFn: typeof fetch },
  ): Promise<{ html: string; answers: string }>;
  brand: { name: string; description: string; logo: string };
  standaloneFaqs(facts: {
    workshops?: number | undefined;
    sessionMinutes?: CatalogueFacts['sessionMinutes'] | undefined;
    paymentMethods?: Business['paymentMethods'] | undefined;
  }): readonly Faq[];
  pageMeta: Record<DescribedPage, { title: string; description: string }>;
  shareImage: { url: string; width: number; height: number };
}

export type PublicPage =
  { kind: 'page'; head: PageHead } | { kind: 'moved'; location: string } | { kind: 'missing' };

const WORKSHOP = /^\/workshops\/([^/]+)$/;
const CERTIFICATE = /^\/certificates\/([^/]+)$/;
const describedAt = new Map<string, DescribedPage>(
  described.map((name) => [routes[name].path, name]),
);

/** The path of every page the server renders (a workshop's only once the app routes it). */
export function isPublicPage(path: string): boolean {
  return describedAt.has(path) || WORKSHOP.test(path) || CERTIFICATE.test(path);
}

/** Raster images only: link previews do not show SVG. */
const RASTER = /\.(png|jpe?g|webp|gif)$/i;

export function publicPages(app: FastifyInstance, entry: ServerEntry, publicUrl: string) {
  const publisher: Publisher = { publicUrl, name: entry.brand.name };
  const url = (path: string) => absoluteUrl(publicUrl, path);
  const share = { ...entry.shareImage, url: url(entry.shareImage.url), alt: entry.brand.name };
  const titled = (title: string) => `${title} | ${entry.brand.name}`;

  /** An API read as the app makes it, or undefined when it does not answer. */
  async function read<Answer>(path: string): Promise<Answer | undefined> {
    const response = await app.inject({ url: path, headers: { accept: 'application/json' } });
    return response.statusCode === 200 ? response.json<Answer>() : undefined;
  }

  /** The products of the list's page as the app asks for them, in its order. */
  async function listPage(page: number): Promise<Product[]> {
    return (await read<Product[]>(`/api/products?_page=${page}&_limit=${LIST_PAGE_SIZE}`)) ?? [];
  }

  // Built once: workshop pages read what shoppers read, from the replica when there is one.
  const products = productService(app.reads);
  const batchesOf = batchService(app.reads, app.clock);

  async function workshop(slug: string): Promise<PublicPage> {
    let product: Product;
    try {
      product = await products.getBySlug(slug);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'missing' };
      throw error;
    }
    if (product.slug !== slug) return { kind: 'moved', location: paths.workshop(product.slug) };
    const batches = await batchesOf.listOpen(Number(product.id));
    const image = RASTER.test(product.thumbnail)
      ? { url: url(product.thumbnail), alt: product.title }
      : share;
    return {
      kind: 'page',
      head: {
        title: titled(product.title),
        description: product.description,
        canonical: url(paths.workshop(product.slug)),
        image,
        siteName: entry.brand.name,
        jsonLd: [courseJsonLd(product, batches, publisher)],
      },
    };
  }

  /**
   * A certificate's verification page: its facts in the head too; an unknown code is missing. Counted
   * against the visitor's address like the API's lookup, or the page's status would answer unlimited
   * guesses.
   */
  async function certificate(code: string, ip: string): Promise<PublicPage> {
    await app.rateLimits.consume(CERTIFICATE_LOOKUP_PER_IP, ip);
    let found;
    try {
      found = await verifyCertificate(app.db, code);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'missing' };
      throw error;
    }
    return {
      kind: 'page',
      head: {
        title: titled(`Certificate ${found.code}${found.revokedAt ? ' (revoked)' : ''}`),
        description: found.revokedAt
          ? `Certificate ${found.code} was revoked on ${istDay(found.revokedAt)} (IST).`
          : `${found.learnerName} attended ${found.workshopTitle} (${found.batchName}), a ${found.issuer} workshop.`,
        canonical: url(paths.certificate(found.code)),
        image: share,
        siteName: entry.brand.name,
        jsonLd: [],
        // A learner's name is for those they give the link to, not for a search on their name.
        noindex: true,
      },
    };
  }

  async function structuredData(name: DescribedPage, search: URLSearchParams): Promise<JsonLd[]> {
    if (name === 'faq') {
      // The answers the page shows, with the same figures.
      const [catalogue, business] = await Promise.all([
        read<CatalogueFacts>('/api/catalogue/facts'),
        read<Business>('/api/business'),
      ]);
      return [
        faqPageJsonLd(
          entry.standaloneFaqs({ ...catalogue, paymentMethods: business?.paymentMethods }),
        ),
      ];
    }
    if (name === 'viewAllProducts') {
      return [itemListJsonLd(await listPage(pageFromSearch(search)), publisher)];
    }
    if (name === 'landing') {
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: entry.brand.name,
          description: entry.brand.description,
          url: url('/'),
          logo: url(entry.brand.logo),
        },
      ];
    }
    return [];
  }

  /** The page at `path`, or undefined where the server renders no public page. */
  return async (
    path: string,
    search: URLSearchParams,
    ip: string,
  ): Promise<PublicPage | undefined> => {
    const slug = WORKSHOP.exec(path)?.[1];
    const code = CERTIFICATE.exec(path)?.[1];
    for (const [segment, page] of [
      [slug, workshop],
      [code, (value: string) => certificate(value, ip)],
    ] as const) {
      if (segment === undefined) continue;
      try {
        return await page(decodeURIComponent(segment));
      } catch (error) {
        if (error instanceof URIError) return { kind: 'missing' };
        throw error;
      }
    }
    const name = describedAt.get(path);
    if (!name) return undefined;
    const page = name === 'viewAllProducts' ? pageFromSearch(search) : 1;
    const meta = entry.pageMeta[name];
    return {
      kind: 'page',
      head: {
        title: titled(meta.title),
        description: meta.description,
        // Later pages of the list are pages of their own; any other query shows the same page.
        canonical: url(page > 1 ? `${path}?page=${page}` : path),
        image: share,
        siteName: entry.brand.name,
        jsonLd: await structuredData(name, search),
      },
    };
  };
}
