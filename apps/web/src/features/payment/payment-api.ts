// Payment endpoints: the provider order a dialog pays, the offline test gateway, and verification.
import type { PaymentOrder, PaymentSuccess, TestCard, TestUpi } from '@kaushal/shared/payment';
import { api } from '../../lib/api';

/** One attempt on the test gateway: a card, or a UPI ID. */
export type TestGatewayAttempt =
  { providerOrderId: string; card: TestCard } | { providerOrderId: string; upi: TestUpi };

const paymentApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    // A mutation: the server may create the provider order, and it must never come from a stale cache.
    openPaymentOrder: build.mutation<PaymentOrder, string>({
      query: (orderId) => ({ url: 'payments/order', method: 'POST', body: { orderId } }),
    }),
    payOnTestGateway: build.mutation<PaymentSuccess, TestGatewayAttempt>({
      query: (body) => ({ url: 'payments/test-gateway/pay', method: 'POST', body }),
    }),
    // A verified payment marks the order paid and the server takes its workshops out of the cart.
    verifyPayment: build.mutation<{ msg: 'success'; orderId: string }, PaymentSuccess>({
      query: (body) => ({ url: 'order-verify', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Order', 'Cart'] : []),
    }),
  }),
});

export const {
  useOpenPaymentOrderMutation,
  usePayOnTestGatewayMutation,
  useVerifyPaymentMutation,
} = paymentApi;
