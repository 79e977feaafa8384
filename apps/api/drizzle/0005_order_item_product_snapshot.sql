-- Each order item carries the workshop as it stood when ordered, as an object (id, title, thumbnail,
-- brand, price), where it carried the product's id alone (docs/decisions/0019). New orders get it from
-- orderItemShape in order.shape.ts; this rewrites the snapshots of the orders placed before, from
-- their order_items rows, in the shape that definition writes.
UPDATE "orders" SET "items" = (
  SELECT coalesce(json_agg(json_build_object(
    'id', "item"."id"::text,
    'product', json_build_object(
      'id', "item"."product_id"::text, 'title', "item"."title", 'thumbnail', "item"."thumbnail",
      'brand', "item"."brand", 'price', "item"."unit_price"
    ),
    'title', "item"."title", 'thumbnail', "item"."thumbnail", 'brand', "item"."brand",
    'price', "item"."unit_price", 'quantity', "item"."quantity"
  ) ORDER BY "item"."id"), '[]'::json)
  FROM "order_items" "item" WHERE "item"."order_id" = "orders"."id"
);
