// The dashboard's charts (recharts, loaded with this chunk only once the dashboard's figures are in),
// each with its figures as a table for those who cannot see or read the chart.
import { istDateOf, type Dashboard } from '@kaushal/shared/dashboard';
import { formatIstDate } from '@kaushal/shared/ist';
import { groupIndian } from '@kaushal/shared/money';
import { useId, useState, type ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { YAxisTickContentProps } from 'recharts/types/util/types';
import { formatAmount, formatDay } from '../dashboard-format';

const PRIMARY = '#4f46e5';
const TAKEN = '#4f46e5';
const LEFT = '#c7d2fe';
const CHART_HEIGHT = 260;
/** Room for one bar of a chart with a bar per batch or workshop. */
const BAR_ROW_HEIGHT = 34;
const LABEL_LENGTH = 18;

/** A chart with a row per entry grows with its entries, so labels never overlap. */
const rowsHeight = (rows: number) => Math.max(CHART_HEIGHT, rows * BAR_ROW_HEIGHT + 40);

/** A label cut to fit beside a bar; the table and the tooltip give it whole. */
const shortLabel = (label: string) =>
  label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label;

/** "₹1.2L", "₹45K": short rupees for an axis. */
function shortRupees(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (const [unit, suffix] of [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ] as const) {
    if (size >= unit) return `${sign}₹${Math.round((size / unit) * 10) / 10}${suffix}`;
  }
  return `${sign}₹${Math.round(size)}`;
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function FiguresTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  return (
    // Scrolls within itself when long, so it takes the focus to be scrolled by keyboard.
    <div
      role="region"
      aria-label={`${caption}, as a table`}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-white">
          <tr className="border-b border-slate-200">
            {columns.map(({ header, numeric }) => (
              <th
                key={header}
                scope="col"
                className={`px-2 py-2 font-semibold text-slate-700 ${numeric ? 'text-right' : ''}`}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-100">
              {columns.map(({ header, cell, numeric }) => (
                <td
                  key={header}
                  className={`px-2 py-1.5 text-slate-800 ${numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart with a title, shown as a chart or as its table; or a note when it has nothing to show. */
function ChartPanel<Row>({
  title,
  summary,
  empty,
  rows,
  columns,
  height = CHART_HEIGHT,
  children,
}: {
  title: string;
  /** What the chart shows, read out in place of the drawing. */
  summary: string;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string | undefined;
  rows: Row[];
  columns: Column<Row>[];
  height?: number;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {!empty && (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </div>
      {empty ? (
        <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
          {empty}
        </p>
      ) : asTable ? (
        <FiguresTable caption={title} columns={columns} rows={rows} />
      ) : (
        <div role="img" aria-label={summary}>
          <ResponsiveContainer width="100%" height={height}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}

const axisTick = { fontSize: 12, fill: '#475569' };
const BARS_MARGIN = { top: 0, right: 8, bottom: 0, left: 0 };

/** A batch's label beside its bar: its workshop, cut to fit, over when it starts. */
function BatchTick({ x, y, payload }: YAxisTickContentProps) {
  const [workshop = '', when = ''] = String(payload.value ?? '').split('\n');
  return (
    <text x={x} y={y} textAnchor="end" fontSize={axisTick.fontSize} fill={axisTick.fill}>
      <tspan x={x} dy="-0.2em">
        {shortLabel(workshop)}
      </tspan>
      <tspan x={x} dy="1.2em">
        {shortLabel(when)}
      </tspan>
    </text>
  );
}

/**
 * Each batch named by its workshop and start day ("12 Dec"; its name while its dates are to be
 * announced), and by its name too where that alone would name two batches alike.
 */
export function batchLabels(seats: Dashboard['seats']): string[] {
  const whenOf = (batch: Dashboard['seats'][number]) =>
    batch.startsAt ? formatDay(istDateOf(new Date(batch.startsAt))) : batch.batch;
  const labels = seats.map((batch) => `${batch.workshop}\n${whenOf(batch)}`);
  return labels.map((label, index) =>
    labels.indexOf(label) === labels.lastIndexOf(label) || !seats[index]!.startsAt
      ? label
      : `${label} · ${seats[index]!.batch}`,
  );
}

/**
 * The grid and axes of a chart with a bar per entry: the entries down the side, named by `labelKey`
 * (cut to fit, or drawn by `tick`), the values along the bottom (whole numbers unless `formatValue`
 * writes them).
 */
const barAxes = (
  labelKey: string,
  formatValue?: (value: number) => string,
  tick: typeof BatchTick | undefined = undefined,
) => [
  <CartesianGrid key="grid" strokeDasharray="3 3" horizontal={false} />,
  <XAxis
    key="values"
    type="number"
    allowDecimals={false}
    tick={axisTick}
    {...(formatValue && { tickFormatter: formatValue })}
  />,
  <YAxis
    key="labels"
    type="category"
    dataKey={labelKey}
    {...(tick ? { tick } : { tick: axisTick, tickFormatter: shortLabel })}
    width={130}
    interval={0}
  />,
];

/** A tooltip's heading: the day of the point, "12 Mar". */
const dayLabel = (label: ReactNode) => (typeof label === 'string' ? formatDay(label) : label);

export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { daily, seats, topWorkshops, kpis } = dashboard;
  const noSales = kpis.paidOrders.value === 0 && kpis.refunds.value === 0;
  const dayColumn: Column<(typeof daily)[number]> = {
    header: 'Day',
    cell: (day) => formatDay(day.date),
  };
  const labels = batchLabels(seats);
  const seatRows = seats.map((batch, index) => ({
    ...batch,
    label: labels[index]!,
    left: batch.capacity - batch.seatsTaken,
  }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartPanel
        title="Revenue per day"
        summary={`Revenue per day from ${formatDay(daily[0]?.date ?? '')} to ${formatDay(daily.at(-1)?.date ?? '')}, in total ${formatAmount(kpis.revenue.value)}`}
        empty={noSales ? 'No payments or refunds in this period.' : undefined}
        rows={daily}
        columns={[
          dayColumn,
          { header: 'Revenue', cell: (day) => formatAmount(day.revenue), numeric: true },
        ]}
      >
        <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={axisTick} minTickGap={24} />
          <YAxis tickFormatter={shortRupees} tick={axisTick} width={56} />
          <Tooltip
            labelFormatter={dayLabel}
            formatter={(value) => [formatAmount(Number(value)), 'Revenue']}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            stroke={PRIMARY}
            fill={LEFT}
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartPanel>

      <ChartPanel
        title="Paid orders per day"
        summary={`Paid orders per day, ${groupIndian(kpis.paidOrders.value)} in the period`}
        empty={noSales ? 'No paid orders in this period.' : undefined}
        rows={daily}
        columns={[
          dayColumn,
          { header: 'Paid orders', cell: (day) => groupIndian(day.paidOrders), numeric: true },
        ]}
      >
        <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={axisTick} minTickGap={24} />
          <YAxis allowDecimals={false} tick={axisTick} width={40} />
          <Tooltip
            labelFormatter={dayLabel}
            formatter={(value) => [String(value), 'Paid orders']}
          />
          <Bar dataKey="paidOrders" fill={PRIMARY} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ChartPanel>

      <ChartPanel
        title="Seats filled in upcoming batches"
        summary={`Seats taken against seats offered in ${seats.length} upcoming batches`}
        empty={seats.length === 0 ? 'No batches are coming up.' : undefined}
        rows={seatRows}
        height={rowsHeight(seatRows.length)}
        columns={[
          { header: 'Workshop', cell: (batch) => batch.workshop },
          { header: 'Batch', cell: (batch) => batch.batch },
          {
            header: 'Starts',
            cell: (batch) => (batch.startsAt ? formatIstDate(batch.startsAt) : 'To be announced'),
          },
          {
            header: 'Seats taken',
            cell: (batch) => `${batch.seatsTaken} of ${batch.capacity}`,
            numeric: true,
          },
        ]}
      >
        <BarChart data={seatRows} layout="vertical" margin={BARS_MARGIN}>
          {barAxes('label', undefined, BatchTick)}
          <Tooltip
            labelFormatter={(label) =>
              typeof label === 'string' ? label.replace('\n', ' · ') : label
            }
          />
          <Legend verticalAlign="top" height={28} />
          <Bar
            dataKey="seatsTaken"
            name="Seats taken"
            stackId="seats"
            fill={TAKEN}
            isAnimationActive={false}
          />
          <Bar
            dataKey="left"
            name="Seats left"
            stackId="seats"
            fill={LEFT}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartPanel>

      <ChartPanel
        title="Top workshops by revenue"
        summary={`The ${topWorkshops.length} workshops that earned most in the period, after discounts`}
        empty={topWorkshops.length === 0 ? 'No workshops were paid for in this period.' : undefined}
        rows={topWorkshops}
        height={rowsHeight(topWorkshops.length)}
        columns={[
          { header: 'Workshop', cell: (workshop) => workshop.title },
          { header: 'Seats', cell: (workshop) => groupIndian(workshop.seats), numeric: true },
          {
            header: 'Revenue',
            cell: (workshop) => formatAmount(workshop.revenue),
            numeric: true,
          },
        ]}
      >
        <BarChart data={topWorkshops} layout="vertical" margin={BARS_MARGIN}>
          {barAxes('title', shortRupees)}
          <Tooltip formatter={(value) => [formatAmount(Number(value)), 'Revenue']} />
          <Bar dataKey="revenue" fill={PRIMARY} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ChartPanel>
      <p className="text-sm text-slate-600 lg:col-span-2">
        Revenue is what paid orders brought in after promo discounts, less order refunds on the day
        they were processed. A workshop's revenue follows the same rule: its order's discount and
        refund are shared over the order's lines in proportion to their prices.
      </p>
    </div>
  );
}
