-- Each order's snapshot of its items (orders.items, migration 0003) is now written by the shop when it
-- inserts the items, from the same definition of an order item that its mapper uses
-- (apps/api/src/modules/orders/order.shape.ts, docs/decisions/0011-response-contracts.md): the trigger
-- wrote the item's JSON shape a second time, by hand. Snapshots already written have that same shape.
DROP TRIGGER order_items_snapshot ON order_items;
--> statement-breakpoint
DROP FUNCTION snapshot_order_items();
--> statement-breakpoint
DROP FUNCTION order_items_json(integer);
