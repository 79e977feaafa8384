-- An order's total is the amount payable: what was total_amount (the seats at their prices, before the
-- promo code) is kept as subtotal, and total_paise is derived from it and the discount, so orders placed
-- before this migration answer the amount they were charged (docs/decisions/0057).
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_not_negative";--> statement-breakpoint
DROP INDEX "orders_total_id_idx";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_amount" TO "subtotal";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_paise" integer GENERATED ALWAYS AS (subtotal * 100 - discount_paise) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total_paise","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_not_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."total_items" > 0);
