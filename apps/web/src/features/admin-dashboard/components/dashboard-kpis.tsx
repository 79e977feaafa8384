// The dashboard's headline figures, each beside its change from the period before.
import type { Dashboard, Kpi } from '@kaushal/shared/dashboard';
import { formatRupees, groupIndian } from '@kaushal/shared/money';
import { clsx } from 'clsx/lite';
import { formatChange, formatFullDay } from '../dashboard-format';

interface Card {
  label: string;
  kpi: Kpi;
  format: (value: number) => string;
  /** Refunds going up is bad news: the change is coloured the other way. */
  upIsGood: boolean;
}

function changeTone({ changePercent }: Kpi, upIsGood: boolean): string {
  if (changePercent === null || changePercent === 0) return 'text-slate-500';
  return changePercent > 0 === upIsGood ? 'text-green-700' : 'text-red-700';
}

export function DashboardKpis({ dashboard }: { dashboard: Dashboard }) {
  const { kpis, previousPeriod } = dashboard;
  const cards: Card[] = [
    // Headline figures in whole rupees, as prices are shown across the shop; the charts' tables
    // give the paise.
    { label: 'Revenue', kpi: kpis.revenue, format: formatRupees, upIsGood: true },
    { label: 'Paid orders', kpi: kpis.paidOrders, format: groupIndian, upIsGood: true },
    {
      label: 'Average order value',
      kpi: kpis.averageOrderValue,
      format: formatRupees,
      upIsGood: true,
    },
    { label: 'New customers', kpi: kpis.newCustomers, format: groupIndian, upIsGood: true },
    { label: 'Refunds', kpi: kpis.refunds, format: groupIndian, upIsGood: false },
  ];
  const before = `${formatFullDay(previousPeriod.from)} – ${formatFullDay(previousPeriod.to)}`;
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
      {cards.map(({ label, kpi, format, upIsGood }) => (
        <div
          key={label}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid={`kpi-${label}`}
        >
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            {format(kpi.value)}
          </dd>
          <dd className={clsx('mt-1 text-sm font-semibold', changeTone(kpi, upIsGood))}>
            {formatChange(kpi.changePercent)}
            <span className="sr-only">
              {' '}
              against {format(kpi.previous)} from {before}
            </span>
            <span aria-hidden="true" className="font-normal text-slate-500">
              {' '}
              vs {format(kpi.previous)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
