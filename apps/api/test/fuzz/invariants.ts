// The shop's data invariants, checked straight in the database after fuzzing, restarts and crashes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

const CHECKS = {
  'stock below zero': sql`select id from products where stock < 0`,
  'paid order without exactly one payment': sql`
    select o.id from orders o left join payments p on p.order_id = o.id
    where o.payment_status = 'received' group by o.id having count(p.id) <> 1`,
  'payment on an unpaid order': sql`
    select o.id from orders o join payments p on p.order_id = o.id
    where o.payment_status <> 'received'`,
  'order total differs from its item snapshots': sql`
    select o.id from orders o left join order_items i on i.order_id = o.id
    group by o.id, o.subtotal, o.total_items
    having o.subtotal <> coalesce(sum(i.unit_price * i.quantity), -1)
        or o.total_items <> coalesce(sum(i.quantity), -1)`,
  'order without items': sql`
    select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  'batch seats taken differ from the seats its orders hold': sql`
    select b.id from batches b left join (
      select i.batch_id, sum(i.quantity) as held from order_items i
      join orders o on o.id = i.order_id where o.seats_held group by i.batch_id
    ) h on h.batch_id = b.id
    where b.seats_taken <> coalesce(h.held, 0)`,
  'stock differs from the seats left in open batches': sql`
    select p.id from products p where p.stock <> coalesce((
      select sum(b.capacity - b.seats_taken) from batches b
      where b.product_id = p.id and not b.closed
        and (b.enrolment_closes_at is null or b.enrolment_closes_at > now())
    ), 0)`,
  'line for a batch of another workshop': sql`
    select c.id from cart_items c join batches b on b.id = c.batch_id where b.product_id <> c.product_id
    union all
    select i.id from order_items i join batches b on b.id = i.batch_id where b.product_id <> i.product_id`,
  'active enrolments differ from the seats of a paid order that stands': sql`
    select o.id from orders o join order_items i on i.order_id = o.id
    group by o.id, o.status, o.payment_status
    having (select count(*) from enrolments e where e.order_id = o.id and e.status = 'active')
      <> case when o.payment_status = 'received' and o.status <> 'cancelled' then sum(i.quantity) else 0 end`,
  'cart line for a deleted product': sql`
    select c.id from cart_items c join products p on p.id = c.product_id where p.deleted`,
};

/** Each broken invariant with the ids that break it; empty when the data is sound. */
export async function invariantViolations(db: Database): Promise<Record<string, number[]>> {
  const broken: Record<string, number[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    // Both drivers answer raw SQL with a `rows` array; the common Drizzle type does not say so.
    const result: unknown = await db.execute(query);
    const { rows } = result as { rows: { id: number }[] };
    if (rows.length > 0) broken[name] = rows.map((row) => Number(row.id));
  }
  return broken;
}
