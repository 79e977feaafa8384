// /admin/dashboard, where admins land (and /admin, which goes on here): the shop's figures for a
// period, its charts, and the exports.
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { DashboardKpis } from '../../features/admin-dashboard/components/dashboard-kpis';
import { PeriodPicker } from '../../features/admin-dashboard/components/period-picker';
import { useGetDashboardQuery } from '../../features/admin-dashboard/dashboard-api';
import { formatFullDay } from '../../features/admin-dashboard/dashboard-format';
import { useDashboardPeriod } from '../../features/admin-dashboard/use-dashboard-period';
import { lazyChunk } from '../../lib/lazy-chunk';
import { usePageTitle } from '../../lib/use-page-title';

// The charting library is the dashboard's alone, and the biggest part of it: a chunk of its own,
// fetched once there are figures to draw, so the headline figures never wait for it.
const DashboardCharts = lazyChunk(
  () => import('../../features/admin-dashboard/components/dashboard-charts'),
);

export default function AdminDashboardRoute() {
  usePageTitle('Admin: Dashboard');
  const { pathname, search } = useLocation();
  const { period, choosePreset, chooseRange } = useDashboardPeriod();
  const { data, isFetching, isError, refetch } = useGetDashboardQuery({
    from: period.from,
    to: period.to,
  });
  if (pathname !== adminPaths.adminDashboard()) {
    return <Navigate to={adminPaths.adminDashboard() + search} replace />;
  }
  // The figures shown are those of the period chosen, not a previous one still on screen.
  const current = data?.period.from === period.from && data.period.to === period.to;

  return (
    <PageContainer>
      <PageHeading
        title="Dashboard"
        intro={`${formatFullDay(period.from)} – ${formatFullDay(period.to)}, India time, against the same number of days before.`}
      />
      <div className="mt-8 space-y-8">
        <PeriodPicker period={period} onPreset={choosePreset} onRange={chooseRange} />
        {isError ? (
          <Alert tone="error">
            The figures could not be loaded.{' '}
            <Button variant="ghost" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !data || !current ? (
          <Spinner label="Loading the figures…" />
        ) : (
          <div aria-busy={isFetching} className="space-y-8">
            <DashboardKpis dashboard={data} />
            <Suspense fallback={<Spinner label="Loading the charts…" />}>
              <DashboardCharts dashboard={data} />
            </Suspense>
          </div>
        )}
        <section aria-labelledby="dashboard-exports" className="space-y-3">
          <h2 id="dashboard-exports" className="text-lg font-semibold text-slate-900">
            Exports
          </h2>
          <p className="text-sm text-slate-600">
            Spreadsheets (CSV) of every order, with its GST, promo code and payment, and of every
            customer, with their paid orders and lifetime value. A batch&apos;s roster is exported
            from its roster page.
          </p>
          <div className="flex flex-wrap gap-3">
            {/* Served by the API; the browser saves the file itself. */}
            <a href="/api/admin/exports/orders.csv" download className={buttonClasses('secondary')}>
              Export orders
            </a>
            <a
              href="/api/admin/exports/customers.csv"
              download
              className={buttonClasses('secondary')}
            >
              Export customers
            </a>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
