-- Each order keeps its items as the API lists them (docs/decisions/0008-order-lists-built-by-the-database.md):
-- order items never change once ordered, so the lists read one value per order instead of aggregating
-- the item rows of every order on every page. A trigger writes the value whenever items are inserted,
-- by the shop or by anything else, so it cannot drift from order_items.
ALTER TABLE "orders" ADD COLUMN "items" json DEFAULT '[]'::json NOT NULL;
--> statement-breakpoint
CREATE FUNCTION order_items_json(for_order integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
    'id', item.id::text, 'product', item.product_id::text, 'title', item.title,
    'thumbnail', item.thumbnail, 'brand', item.brand, 'price', item.unit_price,
    'quantity', item.quantity
  ) ORDER BY item.id), '[]'::json)
  FROM order_items item WHERE item.order_id = for_order
$$;
--> statement-breakpoint
CREATE FUNCTION snapshot_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET items = order_items_json(orders.id)
  WHERE orders.id IN (SELECT DISTINCT order_id FROM inserted_items);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_snapshot AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS inserted_items
  FOR EACH STATEMENT EXECUTE FUNCTION snapshot_order_items();
--> statement-breakpoint
UPDATE orders SET items = order_items_json(id);
