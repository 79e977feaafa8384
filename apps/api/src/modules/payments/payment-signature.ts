// Razorpay's signature scheme (HMAC-SHA256, hex), shared by the Razorpay path and the test gateway.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(data: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The signature Checkout hands back for a payment: over `order_id|payment_id` with the key secret. */
export function checkoutSignature(providerOrderId: string, paymentId: string, secret: string) {
  return hmacHex(`${providerOrderId}|${paymentId}`, secret);
}

/** Constant-time comparison; a signature of another length (or not hex) simply does not match. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return (
    given.length === expected.length &&
    given.toString('hex') === givenHex.toLowerCase() &&
    timingSafeEqual(given, expected)
  );
}

/** Verification every provider shares: Razorpay's scheme with the provider's own secret. */
export const checkoutVerifier =
  (secret: string) => (providerOrderId: string, paymentId: string, signature: string) =>
    signatureMatches(checkoutSignature(providerOrderId, paymentId, secret), signature);
