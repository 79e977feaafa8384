// A paid order of one online workshop, as the API sends it, for component tests of order views.
import type { Order } from '@kaushal/shared/order';

/** The order's batch: online, one session. */
export const online = {
  id: '8',
  name: 'December weekend',
  mode: 'online' as const,
  venue: null,
  sessions: [{ startsAt: '2026-12-12T04:30:00.000Z', endsAt: '2026-12-12T07:30:00.000Z' }],
};

/** Paid, not yet refunded, with its tax invoice. */
export const paidOrder: Order = {
  id: '41',
  status: 'pending',
  paymentStatus: 'received',
  paymentMethod: 'card',
  needsRefund: false,
  items: [
    {
      id: '1',
      product: {
        id: '3',
        title: 'Excel',
        thumbnail: '',
        brand: 'Kaushal',
        price: 1500,
        discountPrice: 1500,
      },
      title: 'Excel',
      thumbnail: '',
      brand: 'Kaushal',
      price: 1500,
      quantity: 1,
      batch: online,
      format: 'live',
      accessDays: null,
    },
  ],
  subtotal: 1500,
  discount: 0,
  promoCode: null,
  totalAmount: 1500,
  tax: null,
  totalItems: 1,
  user: '2',
  selectedAddress: {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
  },
  invoiceNumber: 'KSH/26-27/000041',
  paidAt: '2026-11-24T00:00:00.000Z',
  paymentReference: 'pay_TEST0001',
  creditNoteNumber: null,
  refund: null,
  payBy: null,
  lastSessionEndsAt: '2026-12-12T07:30:00.000Z',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
};
