CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'online' NOT NULL,
	"venue" text,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"enrolment_closes_at" timestamp with time zone,
	"joining_link" text,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_seats_range" CHECK ("batches"."seats_taken" between 0 and "batches"."capacity"),
	CONSTRAINT "batches_mode_known" CHECK ("batches"."mode" in ('online', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
-- Existing workshops: each gets one batch without dates holding its seats. The seats of orders that
-- hold them (paid or awaiting payment) are taken from that batch, so releasing them later adds up.
INSERT INTO "batches" ("product_id", "name", "capacity", "seats_taken")
SELECT "p"."id", 'Dates to be announced', "p"."stock" + coalesce("h"."held", 0), coalesce("h"."held", 0)
FROM "products" "p" LEFT JOIN (
  SELECT "oi"."product_id", sum("oi"."quantity")::integer AS "held"
  FROM "order_items" "oi" JOIN "orders" "o" ON "o"."id" = "oi"."order_id"
  WHERE "o"."seats_held" GROUP BY "oi"."product_id"
) "h" ON "h"."product_id" = "p"."id";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "batch_id" integer;--> statement-breakpoint
UPDATE "cart_items" SET "batch_id" = (SELECT "b"."id" FROM "batches" "b" WHERE "b"."product_id" = "cart_items"."product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "batch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch" jsonb;--> statement-breakpoint
UPDATE "order_items" SET "batch_id" = "b"."id", "batch" = jsonb_build_object(
  'id', "b"."id"::text, 'name', "b"."name", 'mode', "b"."mode", 'venue', "b"."venue", 'sessions', "b"."sessions"
) FROM "batches" "b" WHERE "b"."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "batch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "batch" SET NOT NULL;--> statement-breakpoint
-- The orders' item lists (written by orderItemShape in order.shape.ts) gain each item's batch.
UPDATE "orders" SET "items" = (
  SELECT coalesce(json_agg(("e"."item"::jsonb || jsonb_build_object('batch', "oi"."batch"))::json ORDER BY "e"."position"), '[]'::json)
  FROM json_array_elements("orders"."items") WITH ORDINALITY AS "e"("item", "position")
  JOIN "order_items" "oi" ON "oi"."id" = ("e"."item"->>'id')::integer
);--> statement-breakpoint
-- Slugs as slugify() in packages/shared/src/slug.ts makes them; a title shared by several workshops
-- (or without a letter or digit) gets the id as well.
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "products" SET "slug" = "s"."slug" FROM (
  SELECT "id", CASE WHEN "base" = '' OR count(*) OVER (PARTITION BY "base") > 1
    THEN concat_ws('-', nullif("base", ''), "id") ELSE "base" END AS "slug"
  FROM (
    SELECT "id", trim(both '-' from left(regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g'), 80)) AS "base"
    FROM "products"
  ) "b"
) "s" WHERE "s"."id" = "products"."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
INSERT INTO "product_slugs" ("slug", "product_id") SELECT "slug", "id" FROM "products";--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slugs" ADD CONSTRAINT "product_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_alerts" ADD CONSTRAINT "seat_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_product_starts_idx" ON "batches" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "batches_starts_idx" ON "batches" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_alerts_waiting_unique" ON "seat_alerts" USING btree ("product_id","email") WHERE "seat_alerts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_alerts_token_unique" ON "seat_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");