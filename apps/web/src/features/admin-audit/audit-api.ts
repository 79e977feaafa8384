// Admin endpoint for the audit trail: a page of entries, newest first, narrowed by the filters.
import type { AuditEntry } from '@kaushal/shared/audit';
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { api, totalCount } from '../../lib/api';

export interface AuditFilters {
  actor: string;
  entityType: string;
  action: string;
  from: string;
  to: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  totalItems: number;
}

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEntries: build.query<AuditPage, { page: number; filters: AuditFilters }>({
      query: ({ page, filters }) => ({
        url: 'admin/audit',
        // Blank filters are left out rather than sent empty.
        params: {
          _page: page,
          _limit: LIST_PAGE_SIZE,
          ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
        },
      }),
      transformResponse: (entries: AuditEntry[], meta) => ({
        entries,
        totalItems: totalCount(meta, entries.length),
      }),
    }),
  }),
});

export const { useGetAuditEntriesQuery } = auditApi;
