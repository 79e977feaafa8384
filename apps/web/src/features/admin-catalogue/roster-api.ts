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
    // The box shows the change at once; the learner as saved then replaces theirs in the roster
    // (their eligibility may change with it), and a refusal puts the box back.
    markAttendance: build.mutation<RosterLearner, RosterKey & AttendanceInput>({
      query: ({ productId, batchId, ...body }) => ({
        url: `${batchUrl({ productId, batchId })}/attendance`,
        method: 'PUT',
        body,
      }),
      async onQueryStarted(
        { productId, batchId, enrolment, session, present },
        { dispatch, queryFulfilled },
      ) {
        const update = (change: (learners: RosterLearner[]) => void) =>
          dispatch(
            rosterApi.util.updateQueryData('getBatchRoster', { productId, batchId }, (roster) =>
              change(roster.learners),
            ),
          );
        const shown = update((learners) => {
          const learner = learners.find((l) => l.enrolmentId === enrolment);
          if (!learner) return;
          const others = learner.attendedSessions.filter((index) => index !== session);
          learner.attendedSessions = present ? [...others, session].sort((a, b) => a - b) : others;
        });
        try {
          const { data: saved } = await queryFulfilled;
          update((learners) => {
            const at = learners.findIndex((l) => l.enrolmentId === saved.enrolmentId);
            if (at >= 0) learners[at] = saved;
          });
        } catch {
          shown.undo();
        }
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
