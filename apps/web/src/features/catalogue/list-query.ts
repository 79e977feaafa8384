// What the workshop list shows, kept in the address
// (`?q=excel&mode=online&format=self-paced&price=under-1000&sort=price-asc`)
// so a filtered list can be shared and Back returns to the previous filter: read from the URL, turned
// into the API's list parameters, and changed into a new address.
import { PRICE_BAND_STARTS } from '@kaushal/shared/constants';
import { listQueryNames, pageFromSearch, type SearchParams } from '@kaushal/shared/opening-page';
import { paths } from '@kaushal/shared/routes';
import { formatChoices } from './product-display';

export interface Choice {
  value: string;
  label: string;
}

interface PriceBand extends Choice {
  min?: number;
  max?: number;
}

// Prices are whole rupees, so a band's edges are whole numbers and the bands do not overlap. The
// bands are the shop's own, whose totals the catalogue keeps.
const [, from1000, from3001, from5001] = PRICE_BAND_STARTS;
export const priceBands: readonly PriceBand[] = [
  { value: 'under-1000', label: 'Under ₹1,000', max: from1000 - 1 },
  { value: '1000-3000', label: '₹1,000 – ₹3,000', min: from1000, max: from3001 - 1 },
  { value: '3000-5000', label: '₹3,000 – ₹5,000', min: from3001, max: from5001 - 1 },
  { value: 'over-5000', label: 'Over ₹5,000', min: from5001 },
];

interface SortChoice extends Choice {
  field: 'discountPrice' | 'rating' | 'startsAt' | 'createdAt';
  order: 'asc' | 'desc';
}

// The price a shopper pays is the discounted one, so that is what "price" sorts by.
export const sortChoices: readonly SortChoice[] = [
  { value: 'price-asc', label: 'Price: low to high', field: 'discountPrice', order: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', field: 'discountPrice', order: 'desc' },
  { value: 'rating', label: 'Rating', field: 'rating', order: 'desc' },
  { value: 'soonest', label: 'Soonest batch', field: 'startsAt', order: 'asc' },
  { value: 'newest', label: 'Newest', field: 'createdAt', order: 'desc' },
];

export const modeChoices: readonly Choice[] = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'In person' },
];

export interface ListQuery {
  q: string;
  categories: string[];
  modes: string[];
  formats: string[];
  /** A price band's value, or '' for any price. */
  price: string;
  /** Start months as `2027-01`. */
  months: string[];
  /** A sort choice's value, or '' for the default order (by relevance when searching). */
  sort: string;
}

const NAMES: Record<keyof ListQuery, string> = listQueryNames;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const known = (choices: readonly Choice[], value: string | null) =>
  choices.some((choice) => choice.value === value) ? value! : '';

export function readListQuery(search: SearchParams): ListQuery {
  return {
    q: (search.get(NAMES.q) ?? '').trim(),
    categories: list(search.get(NAMES.categories)),
    modes: list(search.get(NAMES.modes)).filter((mode) => known(modeChoices, mode)),
    formats: list(search.get(NAMES.formats)).filter((format) => known(formatChoices, format)),
    price: known(priceBands, search.get(NAMES.price)),
    months: list(search.get(NAMES.months)),
    sort: known(sortChoices, search.get(NAMES.sort)),
  };
}

/** Whether anything narrows or reorders the list (the search text aside). */
export function hasFilters(query: ListQuery): boolean {
  return (
    query.categories.length + query.modes.length + query.formats.length + query.months.length > 0 ||
    query.price !== '' ||
    query.sort !== ''
  );
}

/** GET /api/products's parameters for the query, besides paging; none for the plain list. */
export function listParams(query: ListQuery): Record<string, string> | undefined {
  const band = priceBands.find((choice) => choice.value === query.price);
  const sort = sortChoices.find((choice) => choice.value === query.sort);
  const params: Record<string, string> = {
    ...(query.q && { q: query.q }),
    ...(query.categories.length > 0 && { category: query.categories.join(',') }),
    ...(query.modes.length > 0 && { mode: query.modes.join(',') }),
    ...(query.formats.length > 0 && { format: query.formats.join(',') }),
    ...(band?.min !== undefined && { priceMin: String(band.min) }),
    ...(band?.max !== undefined && { priceMax: String(band.max) }),
    ...(query.months.length > 0 && { month: query.months.join(',') }),
    ...(sort && { _sort: sort.field, _order: sort.order }),
  };
  return Object.keys(params).length > 0 ? params : undefined;
}

/** The list's arguments for the catalogue read of the address's query string. */
export function listArgs(search: SearchParams) {
  const filters = listParams(readListQuery(search));
  return { page: pageFromSearch(search), ...(filters && { filters }) };
}

/**
 * The address's query string with `change` applied and the page dropped: a new filter starts at the
 * first page. Other names in the address are kept.
 */
export function changedSearch(current: URLSearchParams, change: Partial<ListQuery>): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, value] of Object.entries(change) as [keyof ListQuery, string | string[]][]) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) next.set(NAMES[key], text);
    else next.delete(NAMES[key]);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The results of a search: the list's address with only the search text. */
export function resultsHref(q: string): string {
  return paths.viewAllProducts() + changedSearch(new URLSearchParams(), { q: q.trim() });
}
