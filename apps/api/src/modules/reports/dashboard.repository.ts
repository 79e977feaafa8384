// The dashboard's reads: one statement per widget, over the tables of orders, refunds, users and the
// catalogue, read and never written (docs/decisions/0038-dashboard-and-exports.md says why a report
// reads other modules' tables). Money is summed in integer paise and sent as text, so a bigint never
// passes through a float.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { batches, orderItems, orders, products, refunds, users } from './reports.read-model';
import { ORDER_PAID, ORDER_PAID_PAISE, ORDER_REFUND_PROCESSED } from './revenue.sql';

/** An instant span [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

const within = (column: AnyPgColumn, { start, end }: Span) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
/** The IST calendar day of an instant, as the database's date. */
const istDate = (column: AnyPgColumn) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

const UPCOMING_BATCHES_SHOWN = 12;
const TOP_WORKSHOPS_SHOWN = 8;

export interface PeriodFacts {
  paidPaise: number;
  paidOrders: number;
  refundedPaise: number;
  refunds: number;
  newCustomers: number;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export function dashboardRepository(db: Database) {
  return {
    /**
     * The figures of the current span and of the one before it (which ends where it starts), as one
     * union of facts counted by span.
     */
    async periodFacts(
      current: Span,
      previous: Span,
    ): Promise<{ current: PeriodFacts; previous: PeriodFacts }> {
      const both: Span = { start: previous.start, end: current.end };
      const isCurrent = (column: AnyPgColumn) =>
        sql`${column} >= ${current.start.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        select is_current as "isCurrent",
          sum(paid_paise)::text as "paidPaise", sum(paid_orders)::int as "paidOrders",
          sum(refunded_paise)::text as "refundedPaise", sum(refunds)::int as "refunds",
          sum(new_customers)::int as "newCustomers"
        from (
          select ${isCurrent(orders.paidAt)} as is_current, ${ORDER_PAID_PAISE} as paid_paise,
            1 as paid_orders, 0::bigint as refunded_paise, 0 as refunds, 0 as new_customers
          from ${orders} where ${ORDER_PAID} and ${within(orders.paidAt, both)}
          union all
          select ${isCurrent(refunds.processedAt)}, 0, 0, ${refunds.amountPaise}, 1, 0
          from ${refunds} where ${ORDER_REFUND_PROCESSED} and ${within(refunds.processedAt, both)}
          union all
          select ${isCurrent(users.createdAt)}, 0, 0, 0, 0, 1
          from ${users} where ${users.role} = 'user' and ${within(users.createdAt, both)}
        ) facts
        group by is_current`);
      const rows = rowsOf<{
        isCurrent: boolean;
        paidPaise: string;
        paidOrders: number;
        refundedPaise: string;
        refunds: number;
        newCustomers: number;
      }>(result);
      const factsOf = (current: boolean): PeriodFacts => {
        const row = rows.find((entry) => entry.isCurrent === current);
        return {
          paidPaise: Number(row?.paidPaise ?? 0),
          paidOrders: row?.paidOrders ?? 0,
          refundedPaise: Number(row?.refundedPaise ?? 0),
          refunds: row?.refunds ?? 0,
          newCustomers: row?.newCustomers ?? 0,
        };
      };
      return { current: factsOf(true), previous: factsOf(false) };
    },

    /**
     * Every IST day from `from` to `to` (YYYY-MM-DD) with its revenue in paise (paid that day, less
     * order refunds processed that day) and its paid orders; days without either give zeros.
     */
    async daily(
      from: string,
      to: string,
      span: Span,
    ): Promise<{ date: string; revenuePaise: number; paidOrders: number }[]> {
      const result = await db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as "date",
          (coalesce(paid.paise, 0) - coalesce(refunded.paise, 0))::text as "revenuePaise",
          coalesce(paid.orders, 0)::int as "paidOrders"
        from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d(day)
        left join (
          select ${istDate(orders.paidAt)} as day, sum(${ORDER_PAID_PAISE}) as paise, count(*) as orders
          from ${orders} where ${ORDER_PAID} and ${within(orders.paidAt, span)}
          group by 1
        ) paid on paid.day = d.day::date
        left join (
          select ${istDate(refunds.processedAt)} as day, sum(${refunds.amountPaise}) as paise
          from ${refunds} where ${ORDER_REFUND_PROCESSED} and ${within(refunds.processedAt, span)}
          group by 1
        ) refunded on refunded.day = d.day::date
        order by d.day`);
      return rowsOf<{ date: string; revenuePaise: string; paidOrders: number }>(result).map(
        (row) => ({ ...row, revenuePaise: Number(row.revenuePaise) }),
      );
    },

    /** Seats taken and offered in the open batches still to start (dated ones first, soonest first). */
    async upcomingSeats(now: Date) {
      const result = await db.execute(sql`
        select ${batches.id}::text as "batchId", ${products.title} as "workshop",
          ${batches.name} as "batch",
          to_char(${batches.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
          ${batches.capacity} as "capacity", ${batches.seatsTaken} as "seatsTaken"
        from ${batches} join ${products} on ${products.id} = ${batches.productId}
        where not ${batches.closed} and not ${products.deleted}
          and (${batches.startsAt} is null or ${batches.startsAt} > ${now.toISOString()}::timestamptz)
        order by ${batches.startsAt} nulls last, ${batches.id}
        limit ${UPCOMING_BATCHES_SHOWN}`);
      return rowsOf<{
        batchId: string;
        workshop: string;
        batch: string;
        startsAt: string | null;
        capacity: number;
        seatsTaken: number;
      }>(result);
    },

    /**
     * The workshops that earned most in the span, in paise, by the Revenue figure's rule: the orders
     * paid in the span, less the order refunds processed in it. An order's discount, and a refund's
     * amount, is shared over the order's lines by their running total (each line takes the amount's
     * share of the running total less the share before it), so the shares are whole paise and add up
     * to the discount or the refund exactly. Seats are those of the orders paid in the span.
     */
    async topWorkshops(span: Span) {
      const lineGross = sql`${orderItems.unitPrice}::bigint * 100 * ${orderItems.quantity}`;
      const share = (amount: string) =>
        sql.raw(`coalesce(floor(${amount} * running / nullif(order_gross, 0))
                - floor(${amount} * (running - gross) / nullif(order_gross, 0)), 0)`);
      const result = await db.execute(sql`
        with charged as (
          select ${orders.id} as order_id, ${orders.discountPaise}::bigint as discount,
            0::bigint as refunded, false as refund
          from ${orders} where ${ORDER_PAID} and ${within(orders.paidAt, span)}
          union all
          select ${refunds.orderId}, 0, ${refunds.amountPaise}::bigint, true
          from ${refunds} where ${ORDER_REFUND_PROCESSED} and ${within(refunds.processedAt, span)}
        ), lines as (
          select ${orderItems.productId} as product_id,
            case when charged.refund then 0 else ${orderItems.quantity} end as seats,
            charged.discount, charged.refunded, charged.refund, ${lineGross} as gross,
            sum(${lineGross}) over (partition by charged.refund, ${orderItems.orderId} order by ${orderItems.id}) as running,
            sum(${lineGross}) over (partition by charged.refund, ${orderItems.orderId}) as order_gross
          from charged join ${orderItems} on ${orderItems.orderId} = charged.order_id
        ), earned as (
          select product_id, sum(seats)::int as seats,
            sum(case when refund then -${share('refunded')} else gross - ${share('discount')} end)
              as paise
          from lines group by product_id
        )
        select earned.product_id::text as "productId", ${products.title} as "title",
          earned.paise::text as "revenuePaise", earned.seats as "seats"
        from earned join ${products} on ${products.id} = earned.product_id
        order by earned.paise desc, earned.product_id
        limit ${TOP_WORKSHOPS_SHOWN}`);
      return rowsOf<{ productId: string; title: string; revenuePaise: string; seats: number }>(
        result,
      ).map((row) => ({ ...row, revenuePaise: Number(row.revenuePaise) }));
    },
  };
}
