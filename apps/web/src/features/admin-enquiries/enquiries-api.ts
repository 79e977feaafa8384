// Admin endpoints for enquiries: the inbox a page at a time, one thread, the reply and the status.
import type {
  EnquiryReplyInput,
  EnquiryStatus,
  EnquirySummary,
  EnquiryThread,
} from '@kaushal/shared/enquiry';
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { api, totalCount } from '../../lib/api';

export interface EnquiriesArgs {
  page: number;
  /** Every status when left out. */
  status: EnquiryStatus | undefined;
}

export interface EnquiryPage {
  enquiries: EnquirySummary[];
  totalItems: number;
}

const enquiriesApi = api.enhanceEndpoints({ addTagTypes: ['Enquiry'] }).injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<EnquiryPage, EnquiriesArgs>({
      query: ({ page, status }) => ({
        url: 'admin/enquiries',
        params: { _page: page, _limit: LIST_PAGE_SIZE, ...(status && { status }) },
      }),
      transformResponse: (enquiries: EnquirySummary[], meta) => ({
        enquiries,
        totalItems: totalCount(meta, enquiries.length),
      }),
      providesTags: ['Enquiry'],
    }),
    getEnquiry: build.query<EnquiryThread, string>({
      query: (id) => `admin/enquiries/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Enquiry', id }],
    }),
    replyToEnquiry: build.mutation<EnquiryThread, { id: string; body: EnquiryReplyInput }>({
      query: ({ id, body }) => ({
        url: `admin/enquiries/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Enquiry'],
    }),
    setEnquiryStatus: build.mutation<EnquiryThread, { id: string; status: EnquiryStatus }>({
      query: ({ id, status }) => ({
        url: `admin/enquiries/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Enquiry'],
    }),
  }),
});

export const {
  useGetEnquiriesQuery,
  useGetEnquiryQuery,
  useReplyToEnquiryMutation,
  useSetEnquiryStatusMutation,
} = enquiriesApi;
