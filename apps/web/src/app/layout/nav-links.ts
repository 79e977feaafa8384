// The shared navigation entries (docs/product.md §2.2); scroll entries lead to a section of the landing page.
import { paths } from '@kaushal/shared/routes';
export type NavEntry =
  { label: string; to: string } | { label: string; scrollTo: 'products' | 'mentors' | 'faqs' };

export const navEntries: readonly NavEntry[] = [
  { label: 'Home', to: paths.landing() },
  { label: 'Products', scrollTo: 'products' },
  { label: 'Mentors', scrollTo: 'mentors' },
  { label: 'About Us', to: paths.about() },
  { label: 'Contact Us', to: paths.contact() },
  { label: 'FAQs', scrollTo: 'faqs' },
];

/** Navigation state the landing page reads to scroll to a section after arriving. */
export interface ScrollState {
  scrollTo: string;
}

export function readScrollTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { scrollTo } = state as Partial<ScrollState>;
  return typeof scrollTo === 'string' ? scrollTo : null;
}
