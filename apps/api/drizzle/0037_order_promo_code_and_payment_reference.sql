ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
-- Orders placed before: the code they were placed with, and the payment that paid them (at most one
-- per order), so every document states them alike.
UPDATE "orders" SET "promo_code" = "promo_codes"."code" FROM "promo_codes" WHERE "orders"."promo_code_id" = "promo_codes"."id";--> statement-breakpoint
UPDATE "orders" SET "payment_reference" = "payments"."provider_payment_id" FROM "payments" WHERE "payments"."order_id" = "orders"."id";
