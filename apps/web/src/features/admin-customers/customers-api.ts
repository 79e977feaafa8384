// Admin endpoints for customers: the searchable list, one customer's record, and a change of role.
import type { Role, User } from '@kaushal/shared/account';
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { CustomerDetail, CustomerSummary } from '@kaushal/shared/customer';
import { api, totalCount } from '../../lib/api';

export interface CustomerPage {
  customers: CustomerSummary[];
  totalItems: number;
}

const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: 'admin/customers',
        params: { _page: page, _limit: LIST_PAGE_SIZE, ...(search && { q: search }) },
      }),
      transformResponse: (customers: CustomerSummary[], meta) => ({
        customers,
        totalItems: totalCount(meta, customers.length),
      }),
      providesTags: ['Customer'],
    }),
    getCustomer: build.query<CustomerDetail, string>({
      query: (id) => `admin/customers/${encodeURIComponent(id)}`,
      providesTags: ['Customer'],
    }),
    changeRole: build.mutation<User, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `admin/customers/${encodeURIComponent(id)}/role`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery, useChangeRoleMutation } = customersApi;
