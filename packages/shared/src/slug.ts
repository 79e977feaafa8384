// A workshop's public address is made from its title, the same way here and in migration 0007.

const SLUG_MAX_LENGTH = 80;

/** "Advanced Excel: Pivot Tables!" → "advanced-excel-pivot-tables"; empty when the title has no a–z or 0–9. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The slug to try after `base` was taken (or empty): the product's id makes it unique. */
export const slugWithId = (base: string, id: number | string): string =>
  base === '' ? String(id) : `${base}-${id}`;
