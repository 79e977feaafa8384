// Admin endpoints for a batch's roster: its learners with their attendance, marking one learner at one
// session, and issuing certificates to those who meet the batch's rule.
import type {
  AttendanceInput,
  BatchRoster,
  CertificateIssueResult,
  RosterLearner,
} from '@kaushal/shared/roster';
import { api } from '../../lib/api';

export interface RosterKey {
  productId: string;
  batchId: string;
}

/** The batch's address under the API; also the CSV's, which the browser downloads itself. */
export const batchUrl = ({ productId, batchId }: RosterKey) =>
  `products/${encodeURIComponent(productId)}/batches/${encodeURIComponent(batchId)}`;

const rosterApi = api.enhanceEndpoints({ addTagTypes: ['Roster'] }).injectEndpoints({
  endpoints: (build) => ({
    getBatchRoster: build.query<BatchRoster, RosterKey>({
      query: (key) => `${batchUrl(key)}/roster`,
      providesTags: (_result, _error, { batchId }) => [{ type: 'Roster', id: batchId }],
    }),
    // The learner as saved replaces theirs in the roster at once, without reading it all again.
    markAttendance: build.mutation<RosterLearner, RosterKey & AttendanceInput>({
      query: ({ productId, batchId, ...body }) => ({
        url: `${batchUrl({ productId, batchId })}/attendance`,
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ productId, batchId }, { dispatch, queryFulfilled }) {
        const { data: learner } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!learner) return;
        dispatch(
          rosterApi.util.updateQueryData('getBatchRoster', { productId, batchId }, (roster) => {
            const at = roster.learners.findIndex((l) => l.enrolmentId === learner.enrolmentId);
            if (at >= 0) roster.learners[at] = learner;
          }),
        );
      },
    }),
    issueCertificates: build.mutation<CertificateIssueResult, RosterKey>({
      query: (key) => ({ url: `${batchUrl(key)}/certificates`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { batchId }) => [{ type: 'Roster', id: batchId }],
    }),
  }),
});

export const { useGetBatchRosterQuery, useMarkAttendanceMutation, useIssueCertificatesMutation } =
  rosterApi;
