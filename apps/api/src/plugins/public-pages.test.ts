// The public pages as search engines and link previews read them, without running JavaScript: head tags,
// structured data and the page's own text in the HTML, rendered from the built web app (npm run build).
import type { Product } from '@kaushal/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { batches } from '../db/schema';
import { createTestApp, signedInUser, type SignedInUser, type TestApp } from '../../test/test-app';

// testConfig's; an https address would need the secure cookie name.
const PUBLIC_URL = 'http://shop.test';

const workshopBody = {
  title: 'Excel for Analysts',
  description: 'Pivot tables, lookups and dashboards in two evenings.',
  fullDescription: 'A longer text about the workshop.',
  images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
  thumbnail: '/uploads/a.png',
  highlights: ['Live sessions'],
  brand: 'Kaushal Analytics',
  category: 'Data Analytics',
  price: 5000,
  discountPercentage: 20,
  stock: 30,
};

/** The page's HTML as a crawler gets it, with its head read out. */
function readPage(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    html,
    title: attribute(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    og: (name: string) => meta(`og:${name}`),
    twitterCard: meta('twitter:card'),
    root: attribute(/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/) ?? '',
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, text]) => JSON.parse(text!) as Record<string, unknown>,
    ),
  };
}

describe('public pages without JavaScript', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let workshop: Product;

  const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return readPage(response.body);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await signedInUser(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(workshopBody),
    });
    expect(created.statusCode, created.body).toBe(201);
    workshop = created.json<Product>();
    // The spec's create gives the workshop an undated batch; this page is about dated ones.
    await t.database.db.delete(batches).where(eq(batches.productId, Number(workshop.id)));
    await t.database.db.insert(batches).values([
      {
        productId: Number(workshop.id),
        name: 'January weekend batch',
        mode: 'offline',
        venue: 'Kaushal Campus, Sector 62, Noida',
        sessions: [{ startsAt: '2099-01-10T04:30:00.000Z', endsAt: '2099-01-10T06:30:00.000Z' }],
        startsAt: new Date('2099-01-10T04:30:00.000Z'),
        capacity: 20,
        seatsTaken: 20,
      },
      {
        productId: Number(workshop.id),
        name: 'February evening batch',
        mode: 'online',
        sessions: [
          { startsAt: '2099-02-02T13:30:00.000Z', endsAt: '2099-02-02T15:30:00.000Z' },
          { startsAt: '2099-02-03T13:30:00.000Z', endsAt: '2099-02-03T15:30:00.000Z' },
        ],
        startsAt: new Date('2099-02-02T13:30:00.000Z'),
        capacity: 25,
      },
      {
        productId: Number(workshop.id),
        name: 'Closed batch',
        mode: 'online',
        capacity: 25,
        closed: true,
      },
    ]);
  });
  afterAll(() => t.close());

  it.each([
    ['/', 'Career-skill workshops | Kaushal', 'Learn the skills that shape your career'],
    ['/view-all-products', 'All Workshops | Kaushal', 'Excel for Analysts'],
    ['/about', 'About Us | Kaushal', 'What we stand for'],
    ['/mentors', 'Mentors | Kaushal', 'Mentors'],
    ['/faqSection', 'FAQs | Kaushal', 'What do the workshops cover?'],
    ['/contact', 'Contact Us | Kaushal', 'Grievance officer'],
    // The legal pages name the configured business (the demo one in tests).
    ['/terms', 'Terms of Use | Kaushal', 'GSTIN 27AAKCK1234M1ZB'],
    ['/privacy', 'Privacy Policy | Kaushal', 'Digital Personal Data Protection Act, 2023'],
    [
      '/refund-policy',
      'Refund and Cancellation Policy | Kaushal',
      'within 7 days of payment, as long as the first session of every batch in the order is still ahead',
    ],
  ])(
    '%s has its own title, description, canonical, preview tags and text',
    async (path, title, text) => {
      const read = await page(path);
      expect(read.title).toBe(title);
      expect(read.description?.length).toBeGreaterThan(50);
      expect(read.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(read.og('title')).toBe(title);
      expect(read.og('description')).toBe(read.description);
      expect(read.og('url')).toBe(read.canonical);
      expect(read.og('image')).toBe(`${PUBLIC_URL}/images/brand/share.png`);
      expect(read.twitterCard).toBe('summary_large_image');
      // The page's text is in the markup the app hydrates, not only in a script.
      expect(read.root).toContain(text);
    },
  );

  it('answers curl and link-preview bots, which accept anything, with the same page', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await t.app.inject({ url: '/about', headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(readPage(response.body).title).toBe((await page('/about')).title);
    }
    const workshopPage = await t.app.inject({
      url: `/workshops/${workshop.slug}`,
      headers: { accept: '*/*' },
    });
    expect(readPage(workshopPage.body).jsonLd.map((data) => data['@type'])).toContain('Course');
    const missing = await t.app.inject({ url: '/missing.png', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('gives every page a description of its own', async () => {
    const paths = [
      '/',
      '/view-all-products',
      '/about',
      '/mentors',
      '/faqSection',
      '/contact',
      '/terms',
      '/privacy',
      '/refund-policy',
    ];
    const descriptions = await Promise.all(
      paths.map(async (path) => (await page(path)).description),
    );
    expect(new Set(descriptions).size).toBe(paths.length);
  });

  it('describes the FAQ as a FAQPage with every question and its answer', async () => {
    const [faq] = (await page('/faqSection')).jsonLd;
    expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const questions = faq!.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(questions.length).toBeGreaterThan(2);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
    expect(questions.map((question) => question.name)).toContain('What do the workshops cover?');
    // Its figures are the catalogue's and the shop's, as the API gives them, on the page as in its data.
    const facts = (await t.app.inject('/api/catalogue/facts')).json<{ workshops: number }>();
    const answerTo = (name: string) =>
      questions.find((question) => question.name === name)?.acceptedAnswer.text;
    const offered = `We offer ${facts.workshops === 1 ? 'one workshop' : `${facts.workshops} workshops`}`;
    expect(answerTo('Which workshops can I buy?')).toContain(offered);
    expect(answerTo('Do you offer EMI?')).toContain('paid in full at checkout by card or UPI');
    expect((await get('/faqSection')).body).toContain(offered);
  });

  it('lists the first page of workshops as an ItemList in the order the page shows them', async () => {
    const read = await page('/view-all-products');
    const [list] = read.jsonLd;
    const api = await t.app.inject({ url: '/api/products?_page=1&_limit=10' });
    const shown = api.json<Product[]>();
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect(list!.itemListElement).toEqual(
      shown.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${PUBLIC_URL}/workshops/${product.slug}`,
        name: product.title,
      })),
    );
  });

  it('gives a workshop its page: title, description, image and a Course with its open batches', async () => {
    const read = await page(`/workshops/${workshop.slug}`);
    expect(read.title).toBe('Excel for Analysts | Kaushal');
    expect(read.description).toBe(workshop.description);
    expect(read.canonical).toBe(`${PUBLIC_URL}/workshops/${workshop.slug}`);
    expect(read.og('image')).toBe(`${PUBLIC_URL}/uploads/a.png`);
    expect(read.twitterCard).toBe('summary_large_image');
    const [course] = read.jsonLd;
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Excel for Analysts',
      description: workshop.description,
      provider: { '@type': 'Organization', name: 'Kaushal' },
    });
    // Soonest first; the closed batch is not offered.
    expect(course!.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        name: 'January weekend batch',
        courseMode: 'onsite',
        startDate: '2099-01-10T04:30:00.000Z',
        endDate: '2099-01-10T06:30:00.000Z',
        location: {
          '@type': 'Place',
          name: 'Kaushal Campus, Sector 62, Noida',
          address: 'Kaushal Campus, Sector 62, Noida',
        },
      },
      {
        '@type': 'CourseInstance',
        name: 'February evening batch',
        courseMode: 'online',
        startDate: '2099-02-02T13:30:00.000Z',
        endDate: '2099-02-03T15:30:00.000Z',
        location: {
          '@type': 'VirtualLocation',
          url: 'https://schema.org/OnlineEventAttendanceMode',
        },
      },
    ]);
    const offers = course!.offers as Record<string, unknown>[];
    expect(offers.map((offer) => [offer.availability, offer.price, offer.priceCurrency])).toEqual([
      ['https://schema.org/SoldOut', 4000, 'INR'],
      ['https://schema.org/InStock', 4000, 'INR'],
    ]);
    for (const offer of offers) expect(offer.url).toBe(read.canonical);
  });

  it('moves an old workshop address to the current one with 301, and answers 404 for none', async () => {
    const oldSlug = workshop.slug;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${workshop.id}`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...workshopBody, title: 'Excel for Financial Analysts' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const current = renamed.json<Product>().slug;
    expect(current).not.toBe(oldSlug);

    const moved = await get(`/workshops/${oldSlug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/workshops/${current}`);
    expect((await page(`/workshops/${current}`)).title).toBe(
      'Excel for Financial Analysts | Kaushal',
    );

    for (const path of ['/workshops/no-such-workshop', '/workshops/excel-for-analysts-old']) {
      const missing = await get(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body).not.toContain('application/ld+json');
    }
  });

  it('never draws a workshop as the not-found page', async () => {
    const response = await get(`/workshops/${workshop.slug}`);
    expect(response.body).not.toContain('Page not found');
  });

  it('renders a signed-in visitor their own page, kept out of shared caches', async () => {
    const response = await t.app.inject({
      url: '/about',
      headers: { accept: 'text/html', cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // The account the navigation shows travels with the page, so the app reads it no more.
    expect(readPage(response.body).html).toContain(admin.email);
    const visitor = await get('/about');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).not.toContain(admin.email);
  });

  it('keeps text that closes a script inside its script', async () => {
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...workshopBody,
        title: 'Sneaky </script><script>alert(1)</script>',
        description: '</script><img src=x onerror=alert(1)> and more text here',
      }),
    });
    expect(sneaky.statusCode, sneaky.body).toBe(201);
    const read = await page(`/workshops/${sneaky.json<Product>().slug}`);
    expect(read.html).not.toContain('<script>alert(1)');
    expect(read.html).not.toContain('<img src=x');
    expect(read.jsonLd[0]!.name).toBe('Sneaky </script><script>alert(1)</script>');
  });

  it('keeps private pages to the app alone', async () => {
    const response = await get('/cart');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('rel="canonical"');
  });
});
