-- The expiry job's index holds only the unpaid orders that still hold seats, the ones it may cancel, so
-- its minute's pass reads those and not every unpaid order of the history.
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" = 'pending' and "orders"."status" = 'pending' and "orders"."seats_held";