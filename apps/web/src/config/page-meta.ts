// What search results and link previews say about each public page: read by the server, which writes
// it into the page's head (apps/api/src/plugins/page-head.ts), through src/entry-server.tsx.
import { REFUND_WINDOW_DAYS } from './legal-pages';
import { legalTitles } from './legal-titles';
import { brand, hero } from './site';

export interface PageMeta {
  /** As the page's own usePageTitle names it; the brand is added after it. */
  readonly title: string;
  readonly description: string;
}

export const pageMeta = {
  landing: { title: 'Career-skill workshops', description: `${hero.subheading} ${brand.tagline}.` },
  viewAllProducts: {
    title: 'All Workshops',
    description:
      'Every Kaushal workshop with its price, rating and next batch: consulting, finance, analytics, design, marketing and AI.',
  },
  about: { title: 'About Us', description: brand.description },
  mentors: {
    title: 'Mentors',
    description:
      'Meet the industry mentors behind Kaushal workshops: practitioners who review your work and answer your questions.',
  },
  faq: {
    title: 'FAQs',
    description: 'Everything about Kaushal workshops, their timings and payments, answered.',
  },
  campus: {
    title: 'Kaushal Campus',
    description:
      'Kaushal Campus is coming soon: in-person workshops, mentor meet-ups and hiring days. Sign up to hear first when it opens.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Call, e-mail or visit Kaushal in Noida with questions about workshops and batches.',
  },
  terms: {
    title: legalTitles.terms,
    description:
      'The terms for using Kaushal and buying its workshops: accounts, batches, prices with GST, payment, conduct and disputes.',
  },
  privacy: {
    title: legalTitles.privacy,
    description:
      'What personal data Kaushal collects, why, how long it is kept, and your rights under the Digital Personal Data Protection Act, 2023.',
  },
  refundPolicy: {
    title: legalTitles.refundPolicy,
    description: `Kaushal’s ${REFUND_WINDOW_DAYS}-day money-back guarantee: refunds before the first session, unpaid orders, cancelled batches and how refunds reach you.`,
  },
} as const satisfies Record<string, PageMeta>;

export type MetaPage = keyof typeof pageMeta;

/** The picture link previews show (1200×630, as Open Graph and Twitter cards ask). */
export const shareImage = { url: '/images/brand/share.png', width: 1200, height: 630 } as const;
