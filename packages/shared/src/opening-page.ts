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

export type OpeningPage =
  | { kind: 'landing' }
  | { kind: 'list'; page: number }
  | { kind: 'product'; id: string }
  | { kind: 'other' };

/** The catalogue page at `path` with `search`; a product address that cannot be decoded is 'other'. */
export function openingPage(path: string, search: SearchParams): OpeningPage {
  const { entry, values } = routeAt(path);
  if (entry.read === 'landing') return { kind: 'landing' };
  if (entry.read === 'list') return { kind: 'list', page: pageFromSearch(search) };
  if (entry.read !== 'product') return { kind: 'other' };
  try {
    return { kind: 'product', id: decodeURIComponent(values[0]!) };
  } catch {
    return { kind: 'other' };
  }
}
