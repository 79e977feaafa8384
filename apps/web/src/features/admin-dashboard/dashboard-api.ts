// The admin dashboard's read: the figures of a period of IST days.
import type { Dashboard } from '@kaushal/shared/dashboard';
import { api } from '../../lib/api';

export interface DashboardArgs {
  from: string;
  to: string;
}

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, DashboardArgs>({
      query: ({ from, to }) => ({ url: 'admin/dashboard', params: { from, to } }),
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
