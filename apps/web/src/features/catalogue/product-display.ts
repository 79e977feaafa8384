// Display fallbacks for products with missing fields (docs/product.md §9): title, brand and images;
// a workshop's format by name, for cards and for choosing one; and a card's line about the next batch.
// Every page that words a format also loads this module (the admin's through their routes), so the
// shared format words travel in this module's chunk, which the landing page's cards need anyway: its
// first download, at its budget (bundle-budget.test.ts), names no chunk more.
import type { NextBatch } from '@kaushal/shared/batch';
import {
  DEFAULT_BRAND,
  FALLBACK_TITLE,
  workshopFormats,
  type WorkshopFormat,
} from '@kaushal/shared/constants';
// The shared writer itself rather than lib/ist-time's name for it: the landing page's cards then need
// one chunk fewer, in a first download at its budget (bundle-budget.test.ts).
import { formatIstDate } from '@kaushal/shared/ist';
import type { Product } from '@kaushal/shared/product';
import { FORMAT_NAMES } from '@kaushal/shared/workshop-format';

export const DEFAULT_PRODUCT_IMAGE = '/images/products/default.svg';
export const MAX_DETAIL_IMAGES = 3;

export function productTitle(product: Pick<Product, 'title'>): string {
  return product.title.trim() || FALLBACK_TITLE;
}

export function productBrand(product: Pick<Product, 'brand'>): string {
  return product.brand.trim() || DEFAULT_BRAND;
}

/** No seat left (docs/product.md §4.6): shown as 'Sold out' and not offered for sale. */
export function isSoldOut(product: Pick<Product, 'stock'>): boolean {
  return product.stock <= 0;
}

/** The card picture: the thumbnail, else the main image, else the shop's default artwork. */
export function cardImage(product: Pick<Product, 'thumbnail' | 'image'>): string {
  return product.thumbnail || product.image || DEFAULT_PRODUCT_IMAGE;
}

/** Up to three pictures for the detail page, never none. */
export function detailImages(product: Pick<Product, 'images' | 'image' | 'thumbnail'>): string[] {
  const images = product.images.filter(Boolean).slice(0, MAX_DETAIL_IMAGES);
  return images.length > 0 ? images : [cardImage(product)];
}

export const DATES_TBA = 'Dates to be announced';

/** A card's format label: "Self-paced" or "Hybrid"; none for live, what a workshop is unless it says otherwise. */
export function formatLabel(product: Pick<Product, 'format'>): string | null {
  return product.format === 'live' ? null : FORMAT_NAMES[product.format];
}

/** Each format with its name, to choose from. */
export const formatChoices: readonly { value: WorkshopFormat; label: string }[] =
  workshopFormats.map((format) => ({ value: format, label: FORMAT_NAMES[format] }));

/** A card's line about the next batch: "Next batch Sat 10 Jan · Online". */
export function nextBatchText(next: Pick<NextBatch, 'startsAt' | 'mode'>): string {
  const mode = next.mode === 'online' ? 'Online' : 'Offline';
  return next.startsAt
    ? `Next batch ${formatIstDate(next.startsAt)} · ${mode}`
    : `${DATES_TBA} · ${mode}`;
}
