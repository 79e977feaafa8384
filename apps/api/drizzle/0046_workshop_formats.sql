ALTER TABLE "products" ADD COLUMN "format" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "access_days" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "access_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "format" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "access_days" integer;--> statement-breakpoint
CREATE INDEX "enrolments_created_idx" ON "enrolments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_format_known" CHECK ("products"."format" in ('live', 'self-paced', 'hybrid'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_access_days_self_paced" CHECK ("products"."access_days" is null or ("products"."format" = 'self-paced' and "products"."access_days" between 1 and 3650));--> statement-breakpoint
-- The orders' item snapshots gain the format and days of access their items now keep: every order
-- placed before formats bought a live workshop.
UPDATE "orders" SET "items" = (
  SELECT json_agg(
    "line"::jsonb || '{"format": "live", "accessDays": null}'::jsonb
    ORDER BY "line_number")
  FROM json_array_elements("orders"."items") WITH ORDINALITY AS "element"("line", "line_number")
) WHERE json_array_length("items") > 0;
