// Payment contracts: the provider order the browser opens, Razorpay's success payload and its failure.
import { z } from 'zod';
import { CARD_NUMBER_INVALID_MESSAGE, passesLuhn } from './card';
import { idSchema } from './common';
import { paymentProviders } from './constants';

export type PaymentProviderName = (typeof paymentProviders)[number];

/** Which checkout dialog the web app opens, and the public key it opens Razorpay's with. */
export const paymentConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  keyId: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const paymentOrderRequestSchema = z.object({ orderId: idSchema });

export const paymentOrderSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(paymentProviders),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentSuccessSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentSuccess = z.infer<typeof paymentSuccessSchema>;

export const verifyResponseSchema = z.object({ msg: z.literal('success'), orderId: z.string() });

/** The failure Razorpay Checkout reports; the page shows its description with a Retry (docs/product.md §4.5). */
export const paymentFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

/** The test gateway's card form; whether the card has expired depends on the clock, checked apart. */
export const testCardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'card number must have 12 to 19 digits')
        .refine(passesLuhn, CARD_NUMBER_INVALID_MESSAGE),
    ),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry must be MM/YY'),
  cvv: z.string().regex(/^\d{3,4}$/, 'CVV must have 3 or 4 digits'),
  name: z.string().trim().min(1, 'name on card is required').max(100),
});
export type TestCard = z.input<typeof testCardSchema>;

/** A UPI ID (VPA) as NPCI shapes it: a handle, '@', and the payment service provider's name. */
export const upiSchema = z.object({
  vpa: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,256}@[a-z]{2,64}$/, 'UPI ID must look like name@bank'),
});
export type TestUpi = z.input<typeof upiSchema>;

/** One payment attempt on the test gateway: a card or a UPI ID, never both. */
export const testGatewayPaySchema = z
  .object({
    providerOrderId: z.string().min(1).max(100),
    card: testCardSchema.optional(),
    upi: upiSchema.optional(),
  })
  .transform(({ providerOrderId, card, upi }, context) => {
    if (card && !upi) return { providerOrderId, method: 'card' as const, card };
    if (upi && !card) return { providerOrderId, method: 'upi' as const, vpa: upi.vpa };
    context.addIssue({ code: 'custom', message: 'Pay with either a card or a UPI ID' });
    return z.NEVER;
  });
export type TestGatewayPayment = z.output<typeof testGatewayPaySchema>;
