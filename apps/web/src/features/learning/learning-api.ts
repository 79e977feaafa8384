// The learner's enrolments: the list My Learning shows, one enrolment read afresh when its joining
// link is due (written back into the list), and the addresses of its files.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { api } from '../../lib/api';

export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnrolments: build.query<Enrolment[], void>({
      query: () => 'enrolments',
      providesTags: ['Enrolment'],
    }),
    getEnrolment: build.query<Enrolment, string>({
      query: (id) => `enrolments/${encodeURIComponent(id)}`,
      // The page draws from the list, so a fresh copy of one enrolment replaces it there.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          learningApi.util.updateQueryData('getEnrolments', undefined, (list) =>
            list.map((enrolment) => (enrolment.id === id ? data : enrolment)),
          ),
        );
      },
    }),
  }),
});

export const { useGetEnrolmentsQuery, useLazyGetEnrolmentQuery } = learningApi;

const enrolmentPath = (id: string) => `/api/enrolments/${encodeURIComponent(id)}`;

/** The enrolment's sessions as an .ics file. */
export const calendarFileUrl = (id: string) => `${enrolmentPath(id)}/calendar.ics`;

export const materialUrl = (id: string, materialId: string) =>
  `${enrolmentPath(id)}/materials/${encodeURIComponent(materialId)}`;

/** The certificate as a PDF. */
export const certificateUrl = (id: string) => `${enrolmentPath(id)}/certificate`;

/** The certificate's public verification page. */
export const certificateCheckPath = (code: string) => `/certificates/${encodeURIComponent(code)}`;
