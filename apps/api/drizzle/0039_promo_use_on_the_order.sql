ALTER TABLE "orders" ADD COLUMN "promo_use_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each recorded redemption becomes its order's mark: the codes' `uses` stay as counted.
UPDATE "orders" SET "promo_use_counted" = true WHERE "id" IN (SELECT "order_id" FROM "promo_redemptions");--> statement-breakpoint
DROP TABLE "promo_redemptions" CASCADE;
