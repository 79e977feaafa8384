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
    group by o.id, o.total_amount, o.total_items
    having o.total_amount <> coalesce(sum(i.unit_price * i.quantity), -1)
        or o.total_items <> coalesce(sum(i.quantity), -1)`,
  'order without items': sql`
    select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
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
