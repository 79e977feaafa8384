// An order's card names each batch; a paid order leads to My Learning and its tax invoice, and an order
// of online workshops only shows the address as billing details, never as shipping.
import type { Order } from '@kaushal/shared/order';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { online, paidOrder as order } from '../../../app/test-orders';
import { renderWithProviders } from '../../../app/test-providers';
import type { OrderStanding } from '../refund-window';
import { OrderCard, PENDING_NOTE } from './order-card';

afterEach(cleanup);

const renderCard = (shown: Order, standing?: OrderStanding) =>
  renderWithProviders(
    <OrderCard
      order={shown}
      display={(item) => ({ title: item.title, brand: item.brand, image: null })}
      standing={standing}
    />,
  );

it('shows a paid online order’s batch and the way to My Learning, with billing details', () => {
  renderCard(order);
  screen.getByText('December weekend · Online');
  screen.getByText('Starts Sat 12 Dec, 10:00 IST');
  expect(screen.getByRole('link', { name: 'Go to My Learning' }).getAttribute('href')).toBe(
    '/my-learning',
  );
  const invoice = screen.getByRole('link', { name: 'Download invoice' });
  expect(invoice.getAttribute('href')).toBe('/api/orders/41/invoice');
  expect(invoice.hasAttribute('download')).toBe(true);
  screen.getByRole('heading', { name: 'Billing details' });
  expect(screen.queryByText(/Shipping/)).toBeNull();
  expect(screen.queryByText(PENDING_NOTE)).toBeNull();
});

it('keeps an unpaid order’s note, and an offline batch’s address as shipping details', () => {
  renderCard({
    ...order,
    paymentStatus: 'pending',
    invoiceNumber: null,
    items: [{ ...order.items[0]!, batch: { ...online, mode: 'offline', venue: 'Noida' } }],
  });
  screen.getByText('December weekend · Offline at Noida');
  screen.getByText(PENDING_NOTE);
  screen.getByRole('heading', { name: 'Shipping details' });
  expect(screen.queryByRole('link', { name: 'Go to My Learning' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Download invoice' })).toBeNull();
});

it('shows a promo discount and the amount payable after it', () => {
  renderCard({ ...order, discount: 150.5, totalAmount: 1349.5 });
  expect(screen.getByText('Promo discount').nextSibling?.textContent).toBe('−₹150.50');
  expect(screen.getByText('Amount payable').nextSibling?.textContent).toBe('₹1,349.50');
});

it('has no discount lines for an order without a promo code', () => {
  renderCard(order);
  expect(screen.queryByText('Promo discount')).toBeNull();
  expect(screen.queryByText('Amount payable')).toBeNull();
});

// A figure of the GST breakdown by its label, as the row shows it.
const figure = (label: string) =>
  screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

it('shows the GST inside an order within the shop’s state: taxable value, CGST, SGST and the total', () => {
  renderCard({
    ...order,
    discount: 150.5,
    totalAmount: 1349.5,
    tax: {
      ratePercent: 18,
      intraState: true,
      taxable: 1143.64,
      cgst: 102.93,
      sgst: 102.93,
      igst: 0,
      total: 1349.5,
    },
  });
  expect(figure('Discount')).toBe('−₹150.50');
  expect(figure('Taxable value')).toBe('₹1,143.64');
  expect(figure('CGST 9 %')).toBe('₹102.93');
  expect(figure('SGST 9 %')).toBe('₹102.93');
  expect(screen.queryByText(/IGST/)).toBeNull();
  expect(screen.getByText('Total payable').parentElement?.textContent).toBe(
    'Total payable₹1,349.50 (incl. GST)',
  );
  // The breakdown carries the discount; the card does not repeat it.
  expect(screen.queryByText('Promo discount')).toBeNull();
  expect(screen.queryByText('Amount payable')).toBeNull();
});

it('shows no GST breakdown for an order placed before its GST was recorded', () => {
  renderCard(order);
  expect(screen.queryByText('Taxable value')).toBeNull();
  expect(screen.queryByText(/CGST|SGST|IGST/)).toBeNull();
  expect(screen.queryByText('Total payable')).toBeNull();
});

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The order paid `paidDaysAgo` days ago, its batch's first session `startsInDays` days ahead. */
const paidOrder = (paidDaysAgo: number, startsInDays: number): Order => ({
  ...order,
  paidAt: daysFromNow(-paidDaysAgo),
  items: [
    {
      ...order.items[0]!,
      batch: {
        ...online,
        sessions: [
          { startsAt: daysFromNow(startsInDays), endsAt: daysFromNow(startsInDays + 0.1) },
        ],
      },
    },
  ],
});

it('offers a refund request within 7 days of payment and before the first session only', () => {
  renderCard(paidOrder(6, 3));
  screen.getByRole('button', { name: 'Request refund' });
  cleanup();
  renderCard(paidOrder(8, 3));
  expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  cleanup();
  renderCard(paidOrder(1, -0.1));
  expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
});

it('judges the offer by the seats as they stand: the batch moved or dated since, attendance, a certificate', () => {
  const standing = { sessionStarts: [daysFromNow(3)], attended: false, certified: false };
  renderCard(paidOrder(1, 3), standing);
  screen.getByRole('button', { name: 'Request refund' });
  for (const now of [
    // Moved to yesterday, or given dates (bought as "to be announced") that have begun.
    { ...standing, sessionStarts: [daysFromNow(-1)] },
    { ...standing, attended: true },
    { ...standing, certified: true },
  ]) {
    cleanup();
    renderCard(paidOrder(1, 3), now);
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  }
  // Dates still to be announced: the 7 days decide.
  cleanup();
  renderCard(paidOrder(1, -1), { ...standing, sessionStarts: [] });
  screen.getByRole('button', { name: 'Request refund' });
});

it('shows a pending request instead of the offer, and a refunded order with its credit note', () => {
  const refund = {
    kind: 'order' as const,
    status: 'requested' as const,
    reason: 'Exam moved',
    note: null,
    amount: 1500,
    requestedAt: daysFromNow(0),
    processedAt: null,
  };
  renderCard({ ...paidOrder(1, 3), refund });
  screen.getByRole('heading', { name: 'Refund requested' });
  expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  cleanup();
  renderCard({
    ...paidOrder(1, 3),
    status: 'cancelled',
    paymentStatus: 'refunded',
    creditNoteNumber: 'KCN/26-27/000001',
    refund: { ...refund, status: 'processed', processedAt: daysFromNow(0) },
  });
  screen.getByRole('heading', { name: 'Refunded' });
  screen.getByText(/₹1,500\.00 returned on/);
  const creditNote = screen.getByRole('link', { name: 'Credit note' });
  expect(creditNote.getAttribute('href')).toBe('/api/orders/41/credit-note');
  expect(screen.queryByRole('link', { name: 'Go to My Learning' })).toBeNull();
});

it('shows a self-paced line’s access in place of batch dates', () => {
  const [item] = order.items;
  renderCard({ ...order, items: [{ ...item!, format: 'self-paced', accessDays: 365 }] });
  screen.getByText('Self-paced · access for 1 year');
  expect(screen.queryByText(/December weekend|Starts/)).toBeNull();
});
