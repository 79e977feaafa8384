// The course page's batch choice: dates in IST, seats left, the first batch with seats picked, the
// quantity held to the picked batch's seats, "Notify me" in place of the batches when sold out, and
// the curriculum's outline with its free previews, and what the buyer gets: a self-paced workshop
// without a batch to pick or seats to count.
import type { Batch } from '@kaushal/shared/batch';
import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-providers';
import { createStore } from '../../../app/store';
import { courseApi } from '../course-api';
import { ProductDetail } from './product-detail';

afterEach(cleanup);

const product: Product = {
  id: '7',
  title: 'Excel for Analysts',
  description: 'Formulas, pivots and charts.',
  fullDescription: 'Two days of hands-on Excel.',
  thumbnail: '/images/products/default.svg',
  image: '/images/products/default.svg',
  images: ['/images/products/a.svg', '/images/products/b.svg'],
  price: 2000,
  discountPercentage: 25,
  discountPrice: 1500,
  stock: 43,
  format: 'live',
  accessDays: null,
  brand: 'Kaushal Analytics',
  category: 'Data Analytics',
  rating: 4.6,
  highlights: ['Pivot tables'],
  productDetails: ['Duration: 2 days'],
  whyEnroll: ['Hands-on'],
  deleted: false,
  slug: 'excel-for-analysts',
  nextBatch: null,
  breadcrumbs: [],
  href: '/product-detail/7',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const batches: Batch[] = [
  {
    id: '1',
    name: 'December batch',
    mode: 'online',
    venue: null,
    sessions: [{ startsAt: '2025-12-06T04:30:00Z', endsAt: '2025-12-06T06:30:00Z' }],
    seatsLeft: 0,
    enrolmentClosesAt: null,
  },
  {
    id: '2',
    name: 'January weekend batch',
    mode: 'offline',
    venue: 'Koramangala, Bengaluru',
    sessions: [
      { startsAt: '2026-01-10T04:30:00Z', endsAt: '2026-01-10T06:30:00Z' },
      { startsAt: '2026-01-11T04:30:00Z', endsAt: '2026-01-11T06:30:00Z' },
    ],
    seatsLeft: 3,
    enrolmentClosesAt: '2026-01-09T18:29:00Z',
  },
  {
    id: '3',
    name: 'Evening batch',
    mode: 'online',
    venue: null,
    sessions: [],
    seatsLeft: 40,
    enrolmentClosesAt: null,
  },
];

const curriculum: CurriculumOutline = {
  productId: '7',
  lessonCount: 3,
  durationSeconds: 848,
  sections: [
    {
      id: '1',
      title: 'Formulas',
      lessonCount: 2,
      durationSeconds: 548,
      lessons: [
        {
          id: '11',
          title: 'Cell references',
          kind: 'video',
          preview: true,
          durationSeconds: 248,
          body: null,
          url: null,
        },
        {
          id: '12',
          title: 'Lookups',
          kind: 'text',
          preview: false,
          durationSeconds: 300,
          body: null,
          url: null,
        },
      ],
    },
    {
      id: '2',
      title: 'Pivots',
      lessonCount: 1,
      durationSeconds: 300,
      lessons: [
        {
          id: '21',
          title: 'The template',
          kind: 'link',
          preview: true,
          durationSeconds: 300,
          body: null,
          url: 'https://example.com/pivot-template',
        },
      ],
    },
  ],
};

async function renderCourse(shown: Product = product, offered: Batch[] = batches) {
  const store = createStore();
  // The page's reads answered already: the batches and curriculum given, no related workshops.
  await store.dispatch(courseApi.util.upsertQueryData('getBatches', shown.id, offered));
  await store.dispatch(courseApi.util.upsertQueryData('getCurriculum', shown.id, curriculum));
  await store.dispatch(
    courseApi.util.upsertQueryData(
      'getRelatedProducts',
      { id: shown.id, category: shown.category },
      [],
    ),
  );
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  renderWithProviders(
    <ProductDetail
      product={shown}
      signedIn={false}
      onAddToCart={onAddToCart}
      onBuyNow={onBuyNow}
    />,
    { store },
  );
  return { onAddToCart, onBuyNow };
}

const option = (name: RegExp) => screen.getByRole('radio', { name });
const quantities = () =>
  within(screen.getByLabelText(/^Qty/))
    .getAllByRole('option')
    .map((choice) => choice.textContent);

it('shows each batch with its mode, IST dates, deadline and seats, the first with seats picked', async () => {
  await renderCourse();
  const january = option(/January weekend batch/);
  expect(january).toHaveProperty('checked', true);
  const label = january.closest('label')!;
  expect(label.textContent).toContain('Offline at Koramangala, Bengaluru');
  expect(label.textContent).toContain('Sat 10 Jan, 10:00–12:00 IST');
  expect(label.textContent).toContain('Sun 11 Jan, 10:00–12:00 IST');
  expect(label.textContent).toContain('Enrol by Fri 9 Jan, 23:59 IST');
  expect(label.textContent).toContain('Only 3 seats left');

  const full = option(/December batch/);
  expect(full).toHaveProperty('disabled', true);
  expect(full.closest('label')!.textContent).toContain('Sold out');
  const evening = option(/Evening batch/).closest('label')!;
  expect(evening.textContent).toContain('Dates to be announced');
  expect(evening.textContent).toContain('40 seats left');
});

it('offers no more seats than the picked batch has left, at most five', async () => {
  const user = userEvent.setup();
  const { onAddToCart, onBuyNow } = await renderCourse();
  expect(quantities()).toEqual(['1', '2', '3']);
  await user.selectOptions(screen.getByLabelText(/^Qty/), '3');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(onAddToCart).toHaveBeenCalledWith(product, { batch: '2', quantity: 3 });

  await user.click(option(/Evening batch/));
  expect(quantities()).toEqual(['1', '2', '3', '4', '5']);
  await user.click(screen.getByRole('button', { name: 'Buy now' }));
  expect(onBuyNow).toHaveBeenCalledWith(product, { batch: '3', quantity: 3 });
});

it('shows a sold-out workshop with Notify me instead of a batch to pick', async () => {
  await renderCourse({ ...product, stock: 0 });
  expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  expect(screen.queryAllByRole('radio')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
  expect(screen.getByLabelText('Email address')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy();
});

it('shows the list price struck through with the discount', async () => {
  await renderCourse();
  expect(screen.getByText('25% off')).toBeTruthy();
  expect(screen.getByText('List price').closest('s')).toBeTruthy();
});

it('outlines the curriculum with lengths, the first section open, and previews only on free ones', async () => {
  await renderCourse();
  const outline = await screen.findByRole('region', { name: 'Curriculum' });
  expect(within(outline).getByText('2 sections · 3 lessons · 14 min')).toBeTruthy();
  const first = within(outline).getByRole('button', { name: /Formulas/ });
  const second = within(outline).getByRole('button', { name: /Pivots/ });
  expect(first.getAttribute('aria-expanded')).toBe('true');
  expect(second.getAttribute('aria-expanded')).toBe('false');
  expect(first.textContent).toContain('2 lessons · 9 min');

  const video = screen.getByText('Cell references').closest('li')!;
  expect(video.textContent).toContain('Video · 4 min');
  expect(within(video).getByText('Free preview')).toBeTruthy();
  expect(within(video).getByRole('button', { name: 'Preview: Cell references' })).toBeTruthy();
  const locked = screen.getByText('Lookups').closest('li')!;
  expect(locked.textContent).toContain('Reading · 5 min');
  expect(within(locked).queryByRole('button')).toBeNull();

  await userEvent.click(second);
  expect(second.getAttribute('aria-expanded')).toBe('true');
  const link = within(screen.getByText('The template').closest('li')!).getByRole('link', {
    name: 'Preview: The template (new tab)',
  });
  expect(link.getAttribute('href')).toBe('https://example.com/pivot-template');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

it('names a live workshop’s format with its lessons near the price', async () => {
  await renderCourse();
  expect(screen.getByTestId('course-summary').textContent).toBe(
    'Live sessions in a batch · 4 min of video · 3 lessons',
  );
});

it('sells a self-paced workshop through its standing batch, with no batch, seat or date shown', async () => {
  const user = userEvent.setup();
  const selfPaced: Product = { ...product, format: 'self-paced', accessDays: 365, stock: 1e9 };
  const standing: Batch = {
    id: '9',
    name: 'Self-paced',
    mode: 'online',
    venue: null,
    sessions: [],
    seatsLeft: 1e9,
    enrolmentClosesAt: null,
  };
  const { onAddToCart } = await renderCourse(selfPaced, [standing]);
  expect(screen.getByTestId('course-summary').textContent).toBe(
    'Self-paced · 4 min of video · 3 lessons · access for 1 year',
  );
  expect(screen.queryAllByRole('radio')).toEqual([]);
  expect(document.body.textContent).not.toMatch(/seats? left|Dates to be announced|1000000000/);
  expect(document.body.textContent).toContain('within 7 days of payment');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(onAddToCart).toHaveBeenCalledWith(selfPaced, { batch: '9', quantity: 1 });
});
