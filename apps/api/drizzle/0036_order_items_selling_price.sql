-- An order line's workshop carries discountPrice, the price its seats were ordered at, as a cart line's
-- does: the order lists read each order's snapshot of its items, so the snapshots of orders placed
-- before gain it too.
UPDATE "orders" SET "items" = (
  SELECT json_agg(
    jsonb_set("line"::jsonb, '{product,discountPrice}', "line"::jsonb -> 'product' -> 'price')
    ORDER BY "line_number")
  FROM json_array_elements("orders"."items") WITH ORDINALITY AS "element"("line", "line_number")
) WHERE json_array_length("items") > 0;
