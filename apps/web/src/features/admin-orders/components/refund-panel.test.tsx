// The admin's refund panel offers what the order's refund allows: a request to approve or reject (its
// reason shown), a paid order to refund, a refunded order's credit note, and nothing for an unpaid order.
import type { OrderRefund } from '@kaushal/shared/order';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { paidOrder } from '../../../app/test-orders';
import { renderWithProviders } from '../../../app/test-providers';
import { RefundPanel } from './refund-panel';

afterEach(cleanup);

const requested: OrderRefund = {
  kind: 'order',
  status: 'requested',
  reason: 'My exam moved',
  note: null,
  amount: 1500,
  requestedAt: '2026-11-25T04:30:00.000Z',
  processedAt: null,
};

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

it('shows a request with its reason, to approve or reject with a note', () => {
  renderWithProviders(<RefundPanel order={{ ...paidOrder, refund: requested }} />);
  screen.getByText('My exam moved');
  screen.getByLabelText('Note to the customer (with your decision)');
  expect(buttons()).toEqual(['Approve refund', 'Reject']);
});

it('offers a paid order without a request a refund on the admin’s own initiative', () => {
  renderWithProviders(<RefundPanel order={paidOrder} />);
  expect(buttons()).toEqual(['Refund']);
});

it('shows a refunded order’s outcome and credit note, with nothing left to do', () => {
  renderWithProviders(
    <RefundPanel
      order={{
        ...paidOrder,
        status: 'cancelled',
        paymentStatus: 'refunded',
        creditNoteNumber: 'KCN/26-27/000003',
        refund: { ...requested, status: 'processed', processedAt: '2026-11-25T06:00:00.000Z' },
      }}
    />,
  );
  screen.getByText('Refunded · ₹1,500.00');
  const link = screen.getByRole('link', { name: 'Download credit note' });
  expect(link.getAttribute('href')).toBe('/api/orders/41/credit-note');
  expect(buttons()).toEqual([]);
});

it('shows nothing for an unpaid order', () => {
  const { container } = renderWithProviders(
    <RefundPanel order={{ ...paidOrder, paymentStatus: 'pending', invoiceNumber: null }} />,
  );
  expect(container.textContent).toBe('');
});
