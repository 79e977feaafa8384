// "Notify me" for sold-out workshops: signing up for a seat alert and leaving it by the mail's link.
import { z } from 'zod';
import { emailSchema } from './account';

/** Signed out the address is required; signed in it may be left out and the account's is used. */
export const seatAlertRequestSchema = z.object({ email: emailSchema.optional() });

/** The address that will be e-mailed and the workshop it waits for. */
export const seatAlertSchema = z.object({ email: z.string(), productId: z.string() });

export const seatAlertUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token is not valid'),
});

/** The workshop whose alert was removed, so the page can name it. */
export const seatAlertUnsubscribedSchema = z.object({ workshop: z.string() });

export type SeatAlertRequest = z.infer<typeof seatAlertRequestSchema>;
export type SeatAlert = z.infer<typeof seatAlertSchema>;
export type SeatAlertUnsubscribed = z.infer<typeof seatAlertUnsubscribedSchema>;
