// Order contracts: what a customer sends to order, what every order looks like, and admin changes.
import { z } from 'zod';
import { billingAddressSchema } from './account';
import { orderedBatchSchema } from './batch';
import { idSchema, limitSchema, pageSchema, sortOrderSchema, timestampsShape } from './common';
import {
  adminPaymentStatuses,
  orderSortFields,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  refundKinds,
  refundStatuses,
  workshopFormats,
} from './constants';
import { taxSchema } from './tax';

export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The customer names an address (saved or new) and the method; the server prices the cart. A missing
 * method (or one that is not even a short text) reads as absent, so the answer is the one message the
 * checkout shows for it; a method the shop does not take is named back (`unacceptedPaymentMethod`).
 */
export const orderCreateSchema = z.object({
  selectedAddress: billingAddressSchema.nullish(),
  addressId: idSchema.nullish(),
  paymentMethod: z.string().trim().min(1).max(40).optional().catch(undefined),
});
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;
export type PaymentMethod = (typeof paymentMethods)[number];

export const isPaymentMethod = (method: string): method is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(method);

export const unacceptedPaymentMethod = (method: string) =>
  `Payment method '${method}' is not accepted: choose ${paymentMethods.join(' or ')}`;

/**
 * The workshop as it stood when it was ordered: what a client shows for the line. `price` and
 * `discountPrice` are both the price a seat was ordered at, so a client that reads a line's selling
 * price as it does a cart line's (`product.discountPrice`) reads what was paid.
 */
export const orderItemProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPrice: z.number(),
});

export const orderItemSchema = z.object({
  id: z.string(),
  product: orderItemProductSchema,
  title: z.string(),
  thumbnail: z.string(),
  brand: z.string(),
  price: z.number(),
  quantity: z.number(),
  batch: orderedBatchSchema,
  /** The format and days of access bought, as they stood when ordered. */
  format: z.enum(workshopFormats),
  accessDays: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The order's latest refund: a customer's request and its decision, or money returned unasked. */
export const orderRefundSchema = z.object({
  kind: z.enum(refundKinds),
  status: z.enum(refundStatuses),
  /** The customer's reason, and the admin's note with the decision. */
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** In rupees (paise as decimals). */
  amount: z.number(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  /** Cancelled with a payment received: the money has to go back (docs/decisions/0003, 0019). */
  needsRefund: z.boolean(),
  items: z.array(orderItemSchema),
  /** The seats at their prices before any promo code, in rupees. */
  subtotal: z.number(),
  /** Taken off the subtotal by a promo code, in rupees (paise as decimals). */
  discount: z.number(),
  /** The promo code the discount came from, as it was applied; null without one. */
  promoCode: z.string().nullable(),
  /** The amount payable, and once paid the amount charged: `subtotal − discount`, in rupees (paise as decimals). */
  totalAmount: z.number(),
  /** The GST inside the amount payable; null for orders placed before it was recorded. */
  tax: taxSchema.nullable(),
  totalItems: z.number(),
  user: z.string(),
  /** Whom it is billed to: the state alone for an online workshop without a GSTIN (§4.7). */
  selectedAddress: billingAddressSchema.extend({ id: z.string().optional() }),
  /** The tax invoice's serial number once the order is paid (GET /api/orders/:id/invoice is its PDF). */
  invoiceNumber: z.string().nullable(),
  /** When the payment was received (null while unpaid): the refund window runs from it. */
  paidAt: z.string().nullable(),
  /**
   * The payment provider's reference of the payment (e.g. Razorpay's `pay_…`); null while unpaid and
   * for an order the shop marked paid by hand.
   */
  paymentReference: z.string().nullable(),
  /** The credit note's serial number once refunded (GET /api/orders/:id/credit-note is its PDF). */
  creditNoteNumber: z.string().nullable(),
  refund: orderRefundSchema.nullable(),
  /**
   * While the order is unpaid and holds its seats, when its payment window closes: the server cancels
   * it and releases the seats at this instant. Null once there is nothing to pay.
   */
  payBy: z.string().nullable(),
  /**
   * When the last session of its batches ends, as they stand now (null while no dates are set): a
   * paid order whose workshop is over is "Completed" to the learner.
   */
  lastSessionEndsAt: z.string().nullable(),
  ...timestampsShape,
});
export type Order = z.infer<typeof orderSchema>;

export const orderAdminUpdateSchema = z.object({
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(adminPaymentStatuses).optional(),
});

export const orderListQuerySchema = z.strictObject({
  /** `requested`: only orders whose customer asked for a refund that waits for a decision. */
  refund: z.literal('requested').optional(),
  _sort: z.enum(orderSortFields).optional(),
  _order: sortOrderSchema,
  _page: pageSchema,
  _limit: limitSchema,
});

/** A page of the customer's own orders (GET /api/orders/own), newest first. */
export const ownOrderListQuerySchema = z.strictObject({ _page: pageSchema, _limit: limitSchema });
export type OwnOrderListQuery = z.infer<typeof ownOrderListQuerySchema>;

/** The orders export reads the list's orders in its order: its filter and sort, without pages. */
export const orderExportQuerySchema = orderListQuerySchema.pick({
  refund: true,
  _sort: true,
  _order: true,
});

/** A customer's request for the money-back guarantee (POST /api/orders/:id/refund-request). */
export const refundRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Tell us why you want a refund')
    .max(1000, 'Keep the reason under 1,000 characters'),
});
export type RefundRequestInput = z.infer<typeof refundRequestSchema>;

/** An admin's decision on a request, or a refund on their own initiative (POST /api/orders/:id/refund). */
export const refundDecisionSchema = z.object({
  approve: z.boolean(),
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters').default(''),
});
export type RefundDecisionInput = z.input<typeof refundDecisionSchema>;
