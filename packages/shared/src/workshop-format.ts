// A workshop's format in a buyer's words, for every page, mail and document that names it. Zod-free,
// so the storefront's chunks can use it.
import type { WorkshopFormat } from './constants';

export const FORMAT_NAMES: Record<WorkshopFormat, string> = {
  live: 'Live',
  'self-paced': 'Self-paced',
  hybrid: 'Hybrid',
};

/** "access for 1 year", "access for 6 months", "access for 45 days", or "lifetime access" (null). */
export function accessWords(accessDays: number | null): string {
  if (accessDays === null) return 'lifetime access';
  const [count, unit] =
    accessDays % 365 === 0
      ? [accessDays / 365, 'year']
      : accessDays % 30 === 0
        ? [accessDays / 30, 'month']
        : [accessDays, 'day'];
  return `access for ${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * What the buyer gets, in one line: "Self-paced · access for 1 year", "Live sessions in a batch",
 * "Hybrid · live sessions with recordings and lessons".
 */
export function formatWords(format: WorkshopFormat, accessDays: number | null): string {
  switch (format) {
    case 'self-paced':
      return `Self-paced · ${accessWords(accessDays)}`;
    case 'hybrid':
      return 'Hybrid · live sessions with recordings and lessons';
    case 'live':
      return 'Live sessions in a batch';
  }
}
