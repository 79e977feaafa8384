DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("hold_started_at") WHERE "orders"."payment_status" = 'pending' and "orders"."status" = 'pending' and "orders"."seats_held";--> statement-breakpoint
-- data: an order placed before holds were kept began its hold when it was placed.
UPDATE "orders" SET "hold_started_at" = "created_at";
