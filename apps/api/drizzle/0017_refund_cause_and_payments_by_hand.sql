ALTER TABLE "orders" DROP CONSTRAINT "orders_cancelled_by_known";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_known" CHECK ("orders"."cancelled_by" in ('expiry', 'admin', 'replacement', 'refund'));