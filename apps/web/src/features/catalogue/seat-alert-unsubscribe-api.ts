// Leaving a seat alert with the token of its e-mail's link; loaded only with the unsubscribe page.
import type { SeatAlertUnsubscribed } from '@kaushal/shared/seat-alert';
import { api } from '../../lib/api';

export const seatAlertUnsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers with the title of the workshop the alert was for. */
    unsubscribeSeatAlert: build.mutation<SeatAlertUnsubscribed, string>({
      query: (token) => ({ url: 'seat-alerts/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useUnsubscribeSeatAlertMutation } = seatAlertUnsubscribeApi;
