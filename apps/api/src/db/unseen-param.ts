// Parameters of prepared statements hidden from the planner, so each statement is planned once per
// connection rather than at every execution (docs/decisions/0045).
import { sql, type SQL } from 'drizzle-orm';

/** The SQL types the hidden parameters take. */
type ParamType = 'integer' | 'integer[]' | 'timestamptz' | 'xid8';

/**
 * The prepared statement's parameter `name` as `type`, read through a one-row subquery. PostgreSQL
 * plans a statement for its first five executions with the values in hand, then keeps a generic plan
 * only if that costs no more than the plans it made. Where a value changes the estimate (an array's
 * length, a LIMIT, a date against a column's statistics), the generic plan looks dearer and the
 * statement is planned again at every execution, which for our JSON-building reads costs as much as
 * running them. Behind a subquery no plan sees the value, every plan costs the same, and the generic
 * one is kept. The outer cast makes it a value, not a subquery, where `any(…)` would take either.
 *
 * Use it only where the value cannot change which plan is best: ids looked up by key, a page's bounds
 * read off an index in order, the time checked against a product's few batches.
 */
export const unseenParam = (name: string, type: ParamType): SQL =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})::${sql.raw(type)}`;
