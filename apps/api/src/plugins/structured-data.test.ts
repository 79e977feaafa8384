// schema.org data checked against what Google's Course, ItemList and FAQPage rich results require and
// recommend, on constructed workshops and batches.
import type { Batch } from '@kaushal/shared/batch';
import type { Product } from '@kaushal/shared/product';
import { describe, expect, it } from 'vitest';
import { courseJsonLd, faqPageJsonLd, itemListJsonLd } from './structured-data';

const publisher = { publicUrl: 'https://kaushal.example', name: 'Kaushal' };

const product = (overrides: Partial<Product> = {}): Product => ({
  id: '7',
  title: 'Excel for Analysts',
  description: 'Pivot tables, lookups and dashboards in two evenings.',
  fullDescription: 'More.',
  thumbnail: '/uploads/t.png',
  image: '/uploads/t.png',
  images: ['/uploads/a.png', 'https://cdn.example.com/b.webp'],
  price: 5000,
  discountPercentage: 20,
  discountPrice: 4000,
  stock: 12,
  format: 'live',
  accessDays: null,
  brand: 'Kaushal Analytics',
  category: 'Data Analytics',
  rating: 4.5,
  highlights: [],
  productDetails: [],
  whyEnroll: [],
  deleted: false,
  slug: 'excel-for-analysts',
  nextBatch: null,
  breadcrumbs: [],
  href: '/workshops/excel-for-analysts',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const batch = (overrides: Partial<Batch> = {}): Batch => ({
  id: '1',
  name: 'January weekend batch',
  mode: 'online',
  venue: null,
  sessions: [
    { startsAt: '2027-01-09T04:30:00.000Z', endsAt: '2027-01-09T06:30:00.000Z' },
    { startsAt: '2027-01-10T04:30:00.000Z', endsAt: '2027-01-10T06:30:00.000Z' },
  ],
  seatsLeft: 5,
  enrolmentClosesAt: '2027-01-08T18:29:59.000Z',
  ...overrides,
});

describe('Course', () => {
  it('has what the Course rich result requires: name, description and the provider', () => {
    const course = courseJsonLd(product(), [batch()], publisher);
    expect(course['@context']).toBe('https://schema.org');
    expect(course['@type']).toBe('Course');
    expect(course.name).toBe('Excel for Analysts');
    expect(course.description).toBe('Pivot tables, lookups and dashboards in two evenings.');
    expect(course.provider).toMatchObject({ '@type': 'Organization', name: 'Kaushal' });
    expect(course.url).toBe('https://kaushal.example/workshops/excel-for-analysts');
    expect(course.image).toEqual([
      'https://kaushal.example/uploads/a.png',
      'https://cdn.example.com/b.webp',
    ]);
  });

  it('gives each batch a CourseInstance with its mode, dates and place, and an Offer in rupees', () => {
    const course = courseJsonLd(
      product(),
      [
        batch(),
        batch({
          id: '2',
          name: 'Noida batch',
          mode: 'offline',
          venue: 'Sector 62, Noida',
          seatsLeft: 0,
        }),
      ],
      publisher,
    );
    const [online, onsite] = course.hasCourseInstance as Record<string, unknown>[];
    expect(online).toEqual({
      '@type': 'CourseInstance',
      name: 'January weekend batch',
      courseMode: 'online',
      startDate: '2027-01-09T04:30:00.000Z',
      endDate: '2027-01-10T06:30:00.000Z',
      location: { '@type': 'VirtualLocation', url: 'https://schema.org/OnlineEventAttendanceMode' },
    });
    expect(onsite).toMatchObject({
      courseMode: 'onsite',
      location: { '@type': 'Place', name: 'Sector 62, Noida', address: 'Sector 62, Noida' },
    });
    expect(course.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'January weekend batch',
        category: 'Paid',
        price: 4000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        validThrough: '2027-01-08T18:29:59.000Z',
        url: 'https://kaushal.example/workshops/excel-for-analysts',
      },
      {
        '@type': 'Offer',
        name: 'Noida batch',
        category: 'Paid',
        price: 4000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/SoldOut',
        validThrough: '2027-01-08T18:29:59.000Z',
        url: 'https://kaushal.example/workshops/excel-for-analysts',
      },
    ]);
  });

  it('leaves the dates out of a batch whose dates are to be announced, and never invents them', () => {
    const course = courseJsonLd(
      product(),
      [batch({ sessions: [], enrolmentClosesAt: null })],
      publisher,
    );
    const [instance] = course.hasCourseInstance as Record<string, unknown>[];
    expect(instance).not.toHaveProperty('startDate');
    expect(instance).not.toHaveProperty('endDate');
    expect(instance!.courseMode).toBe('online');
    expect((course.offers as Record<string, unknown>[])[0]).not.toHaveProperty('validThrough');
  });

  it('has no instance and no offer without an open batch', () => {
    const course = courseJsonLd(product(), [], publisher);
    expect(course.hasCourseInstance).toEqual([]);
    expect(course.offers).toEqual([]);
  });

  it('survives JSON: every value is plain data', () => {
    const course = courseJsonLd(product(), [batch()], publisher);
    expect(JSON.parse(JSON.stringify(course))).toEqual(course);
  });
});

describe('ItemList', () => {
  it('numbers the products from 1 in the order given, each with its page and name', () => {
    const list = itemListJsonLd(
      [product(), product({ title: 'Design Sprint', slug: 'design sprint' })],
      publisher,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://kaushal.example/workshops/excel-for-analysts',
          name: 'Excel for Analysts',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://kaushal.example/workshops/design%20sprint',
          name: 'Design Sprint',
        },
      ],
    });
  });
});

describe('FAQPage', () => {
  it('makes each question a Question with its accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'When?', answer: 'On weekends.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'When?',
          acceptedAnswer: { '@type': 'Answer', text: 'On weekends.' },
        },
      ],
    });
  });
});
