DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
-- Orders placed before: their window closes ORDER_PAYMENT_TIMEOUT_MINUTES' default (30) after their hold
-- began. A migration cannot read the setting; an unpaid order in flight where it differs keeps 30.
UPDATE "orders" SET "pay_by" = "hold_started_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pay_by" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."payment_status" = 'pending' and "orders"."status" = 'pending' and "orders"."seats_held";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "hold_started_at";
