// The admin dashboard's contract: a period of IST days, and the figures, series and lists for it.
import { z } from 'zod';
import { istClock } from './ist';

export const DEFAULT_DASHBOARD_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 366;
const DAY_MS = 86_400_000;

/** A calendar day as YYYY-MM-DD from 2000 to 2099, read as that day in IST. */
export const istDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  // Years the shop's records can have: far-off ones are a mistake, and beyond what the database's
  // date arithmetic takes.
  .refine((value) => value >= '2000' && value < '2100', 'Choose a date from 2000 to 2099')
  .refine((value) => {
    // A day past the month's end (2026-02-30) parses, as another day, or not at all.
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'Not a calendar date');

export const dashboardQuerySchema = z.strictObject({
  from: istDateSchema.optional(),
  to: istDateSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The IST calendar day an instant falls on. */
export const istDateOf = (instant: Date): string => istClock(instant).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) an IST date. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The instant an IST day begins. */
export const istDayStart = (date: string): Date => new Date(`${date}T00:00:00+05:30`);

export interface DashboardPeriod {
  from: string;
  to: string;
  days: number;
}

/**
 * The period asked for: `to` defaults to today, `from` to the 30 days that end on `to`. A message
 * saying what is wrong when the period runs backwards or is longer than a year and a day.
 */
export function dashboardPeriod(query: DashboardQuery, today: string): DashboardPeriod | string {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DEFAULT_DASHBOARD_DAYS);
  const days = daysIn(from, to);
  if (days < 1) return `from (${from}) must not be after to (${to})`;
  if (days > MAX_DASHBOARD_DAYS) {
    return `The period from ${from} to ${to} has ${days} days; at most ${MAX_DASHBOARD_DAYS} are shown`;
  }
  return { from, to, days };
}

/** The period of equal length that ends the day before `period` starts. */
export const previousPeriod = ({ from, days }: DashboardPeriod): DashboardPeriod => ({
  from: addDays(from, -days),
  to: addDays(from, -1),
  days,
});

/** A figure for the period beside the same figure for the period before; no change when that was 0. */
const kpiSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent, one decimal; null when the previous figure is 0. */
  changePercent: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });

export const dashboardSchema = z.object({
  period: periodSchema,
  previousPeriod: periodSchema,
  kpis: z.object({
    /** Rupees (paise as decimals): paid orders' amounts after discounts, less order refunds processed. */
    revenue: kpiSchema,
    paidOrders: kpiSchema,
    /** Rupees: the amount paid per order paid in the period (before refunds). */
    averageOrderValue: kpiSchema,
    newCustomers: kpiSchema,
    /** Order refunds processed. */
    refunds: kpiSchema,
  }),
  /** Every IST day of the period, in order, days without sales included. */
  daily: z.array(z.object({ date: z.string(), revenue: z.number(), paidOrders: z.number() })),
  /** Seats taken of the batches still to start, soonest first. */
  seats: z.array(
    z.object({
      batchId: z.string(),
      workshop: z.string(),
      batch: z.string(),
      startsAt: z.string().nullable(),
      capacity: z.number(),
      seatsTaken: z.number(),
    }),
  ),
  /**
   * The workshops that earned most in the period, by the revenue figure's rule: rupees after each
   * order's discount, less the order refunds processed in the period, both shared over an order's
   * lines in proportion to their prices; seats of the orders paid in the period.
   */
  topWorkshops: z.array(
    z.object({ productId: z.string(), title: z.string(), revenue: z.number(), seats: z.number() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
