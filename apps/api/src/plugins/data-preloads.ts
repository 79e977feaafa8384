// Names in a page's HTML the API reads its opening route makes first, so the browser fetches them
// while the app's code downloads instead of only once it has run: one round trip less to the content.
// The browser reuses a preloaded response only for an identical request, so each address here is
// exactly the one the web app builds (apps/web/src/features/*/…-api.ts). Which catalogue read a page
// opens with is the route table's (packages/shared/src/routes.ts).
import { LANDING_PRODUCT_COUNT, LIST_PAGE_SIZE, openingPage } from '@kaushal/shared';

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${href}" />`;

/**
 * The API addresses a page opening at `path` reads first. Every page asks who is signed in as it
 * starts and reads the business its footer names, and once someone is signed in, the page shell reads
 * their account and their cart: named here for a request that carries a live session, they arrive
 * with the session's answer instead of after it.
 */
export function openingReads(path: string, search: URLSearchParams, signedIn: boolean): string[] {
  const reads = [
    '/api/auth/session',
    '/api/business',
    ...(signedIn ? ['/api/users/own', '/api/cart'] : []),
  ];
  const page = openingPage(path, search);
  if (page.kind === 'landing') {
    reads.push(`/api/products?_page=1&_limit=${LANDING_PRODUCT_COUNT}`);
  } else if (page.kind === 'list') {
    reads.push(`/api/products?_page=${page.page}&_limit=${LIST_PAGE_SIZE}`);
  } else if (page.kind === 'product') {
    reads.push(`/api/products/${encodeURIComponent(page.id)}`);
  } else if (page.kind === 'course') {
    reads.push(`/api/products/slug/${encodeURIComponent(page.slug)}`);
  }
  return reads;
}

/** The `<link rel="preload" as="fetch">` tags for a page opening at `path` with `search`. */
export function dataPreloads(path: string, search: URLSearchParams, signedIn: boolean): string {
  return openingReads(path, search, signedIn).map(fetchPreload).join('');
}
