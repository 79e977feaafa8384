// The admin dashboard: a period of IST days, its figures beside the period before, and its series.
import {
  addDays,
  dashboardPeriod,
  istDateOf,
  istDayStart,
  previousPeriod,
  type Dashboard,
  type DashboardPeriod,
  type DashboardQuery,
  type Kpi,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { dashboardRepository, type PeriodFacts, type Span } from './dashboard.repository';

/** Paise as the API writes money: rupees with the paise as decimals. */
const rupees = (paise: number) => paise / 100;

/** The instants a period of IST days covers: from its first midnight to the midnight after it. */
const spanOf = ({ from, to }: DashboardPeriod): Span => ({
  start: istDayStart(from),
  end: istDayStart(addDays(to, 1)),
});

/** The change in percent with one decimal; none when there was nothing before. */
const kpi = (value: number, previous: number, scale = 1): Kpi => ({
  value: value / scale,
  previous: previous / scale,
  changePercent: previous === 0 ? null : Math.round(((value - previous) * 1000) / previous) / 10,
});

/** Paise per paid order, rounded to the paisa. */
const averagePaise = ({ paidPaise, paidOrders }: PeriodFacts) =>
  paidOrders === 0 ? 0 : Math.round(paidPaise / paidOrders);

export function dashboardService(db: Database, clock: Clock = systemClock) {
  const repository = dashboardRepository(db);
  return {
    async dashboard(query: DashboardQuery): Promise<Dashboard> {
      const now = clock();
      const period = dashboardPeriod(query, istDateOf(now));
      if (typeof period === 'string') throw new AppError('VALIDATION_FAILED', period);
      const before = previousPeriod(period);
      const span = spanOf(period);
      // Independent reads, one statement each, in flight together (PGlite runs them in turn).
      const [facts, daily, seats, top] = await Promise.all([
        repository.periodFacts(span, spanOf(before)),
        repository.daily(period.from, period.to, span),
        repository.upcomingSeats(now),
        repository.topWorkshops(span),
      ]);
      const { current, previous } = facts;
      const revenue = (of: PeriodFacts) => of.paidPaise - of.refundedPaise;
      return {
        period,
        previousPeriod: before,
        kpis: {
          revenue: kpi(revenue(current), revenue(previous), 100),
          paidOrders: kpi(current.paidOrders, previous.paidOrders),
          averageOrderValue: kpi(averagePaise(current), averagePaise(previous), 100),
          newCustomers: kpi(current.newCustomers, previous.newCustomers),
          refunds: kpi(current.refunds, previous.refunds),
        },
        daily: daily.map(({ date, revenuePaise, paidOrders }) => ({
          date,
          revenue: rupees(revenuePaise),
          paidOrders,
        })),
        seats,
        topWorkshops: top.map(({ revenuePaise, ...workshop }) => ({
          ...workshop,
          revenue: rupees(revenuePaise),
        })),
      };
    },
  };
}
