// Which catalogue page an address opens, read the same way by the server, which names the page's
// first API reads in its HTML as preloads, and by the web app, which makes those reads as it starts:
// a preload is only used when the two build the very same request. The route table says which read
// each page opens with.
import { routeAt } from './routes';

/** A query string's values, as URLSearchParams gives them (in the browser and in Node alike). */
export interface SearchParams {
  get(name: string): string | null;
}

/** The page a query string asks for: a whole number from 1, else 1. */
export function pageFromSearch(search: SearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * What a list address may carry besides its page, by the part of the list it sets: the search text,
 * filters and sort. A list opened with any of them reads what only the list page's own code knows how
 * to ask for, so no read is started or preloaded for it ahead of that code.
 */
export const listQueryNames = {
  q: 'q',
  categories: 'category',
  modes: 'mode',
  formats: 'format',
  price: 'price',
  months: 'month',
  sort: 'sort',
} as const;

export type OpeningPage =
  | { kind: 'landing' }
  | { kind: 'list'; page: number }
  | { kind: 'product'; id: string }
  | { kind: 'course'; slug: string }
  | { kind: 'other' };

/**
 * The catalogue page at `path` with `search`; a product or course address that cannot be decoded is
 * 'other'.
 */
export function openingPage(path: string, search: SearchParams): OpeningPage {
  const { entry, values } = routeAt(path);
  if (entry.read === 'landing') return { kind: 'landing' };
  if (entry.read === 'list') {
    return Object.values(listQueryNames).some((name) => search.get(name))
      ? { kind: 'other' }
      : { kind: 'list', page: pageFromSearch(search) };
  }
  if (entry.read !== 'product' && entry.read !== 'course') return { kind: 'other' };
  let value: string;
  try {
    value = decodeURIComponent(values[0]!);
  } catch {
    return { kind: 'other' };
  }
  return entry.read === 'product'
    ? { kind: 'product', id: value }
    : { kind: 'course', slug: value };
}
