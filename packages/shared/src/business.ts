// The merchant behind the shop, as GET /api/business answers it: named in the footer, the legal pages
// and the contact page, from the API's configuration (BUSINESS_*, GST_*, GRIEVANCE_OFFICER_*).
import { z } from 'zod';
import { paymentMethods } from './constants';

export const businessSchema = z.object({
  legalName: z.string(),
  /** The registered address, on one line with its PIN code. */
  address: z.string(),
  state: z.object({ code: z.string(), name: z.string() }),
  gstin: z.string(),
  /** The services accounting code the shop's services are taxed under. */
  sac: z.string(),
  gstRatePercent: z.number(),
  /** The officer who answers complaints, as the Consumer Protection (E-Commerce) Rules 2020 ask. */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** How long an order waits for its payment before it is cancelled. */
  orderPaymentWindowMinutes: z.number(),
  /** The ways checkout takes payment, as the FAQ names them. */
  paymentMethods: z.array(z.enum(paymentMethods)),
});

export type Business = z.infer<typeof businessSchema>;
