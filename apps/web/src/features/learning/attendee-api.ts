// Seats given to attendees: the buyer names who takes a seat (the server mails them a claim link), and
// the attendee claims it with the link's token.
import type { AttendeeInput, Enrolment } from '@kaushal/shared/enrolment';
import { api } from '../../lib/api';

const attendeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers with the seat as the buyer now sees it, its attendee named and not yet claimed. */
    giveSeat: build.mutation<Enrolment, { enrolmentId: string; attendee: AttendeeInput }>({
      query: ({ enrolmentId, attendee }) => ({
        url: `enrolments/${encodeURIComponent(enrolmentId)}/attendee`,
        method: 'PUT',
        body: attendee,
      }),
      invalidatesTags: ['Enrolment'],
    }),
    /** Moves the seat of the mailed link to the signed-in account; answers with it. */
    claimSeat: build.mutation<Enrolment, string>({
      query: (token) => ({ url: 'seat-claims', method: 'POST', body: { token } }),
      invalidatesTags: ['Enrolment'],
    }),
  }),
});

export const { useGiveSeatMutation, useClaimSeatMutation } = attendeeApi;
