DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_total_idx";--> statement-breakpoint
DROP INDEX "orders_updated_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_updated_id_idx" ON "orders" USING btree ("updated_at","id");