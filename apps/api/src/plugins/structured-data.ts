// schema.org JSON-LD for the public pages, built from what the pages show: a workshop is a Course with a
// CourseInstance and an Offer per open batch, the list is an ItemList, the FAQ page a FAQPage.
import type { Batch } from '@kaushal/shared/batch';
import type { Product } from '@kaushal/shared/product';
import { paths } from '@kaushal/shared/routes';

export type JsonLd = Record<string, unknown>;

/** Where the pages are published, and who publishes them. */
export interface Publisher {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  name: string;
}

/** An address under the shop's public URL; absolute addresses are kept as they are. */
export const absoluteUrl = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).href;

/** A workshop's public page, absolute. */
export const workshopUrl = (publicUrl: string, product: Pick<Product, 'slug'>) =>
  absoluteUrl(publicUrl, paths.workshop(product.slug));

function courseInstance(batch: Batch): JsonLd {
  const first = batch.sessions[0];
  const last = batch.sessions.at(-1);
  return {
    '@type': 'CourseInstance',
    name: batch.name,
    courseMode: batch.mode === 'online' ? 'online' : 'onsite',
    // Dates to be announced leave out the schedule; Google then reads the instance as undated.
    ...(first && last ? { startDate: first.startsAt, endDate: last.endsAt } : {}),
    location:
      batch.mode === 'online' || !batch.venue
        ? { '@type': 'VirtualLocation', url: 'https://schema.org/OnlineEventAttendanceMode' }
        : { '@type': 'Place', name: batch.venue, address: batch.venue },
  };
}

function offer(product: Product, batch: Batch, url: string): JsonLd {
  return {
    '@type': 'Offer',
    name: batch.name,
    category: 'Paid',
    price: product.discountPrice,
    priceCurrency: 'INR',
    availability: batch.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(batch.enrolmentClosesAt ? { validThrough: batch.enrolmentClosesAt } : {}),
    url,
  };
}

/** A workshop and its open batches (GET /api/products/:id/batches) as a schema.org Course. */
export function courseJsonLd(
  product: Product,
  batches: readonly Batch[],
  publisher: Publisher,
): JsonLd {
  const url = workshopUrl(publisher.publicUrl, product);
  const provider = { '@type': 'Organization', name: publisher.name, sameAs: publisher.publicUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: product.title,
    description: product.description,
    url,
    image: product.images.length
      ? product.images.map((image) => absoluteUrl(publisher.publicUrl, image))
      : [absoluteUrl(publisher.publicUrl, product.thumbnail)],
    provider,
    ...(product.category ? { about: product.category } : {}),
    hasCourseInstance: batches.map(courseInstance),
    offers: batches.map((batch) => offer(product, batch, url)),
  };
}

/** The products one page of the list shows, in its order, each linked to its public page. */
export function itemListJsonLd(products: readonly Product[], publisher: Publisher): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: workshopUrl(publisher.publicUrl, product),
      name: product.title,
    })),
  };
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** The FAQ page's questions and answers. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
