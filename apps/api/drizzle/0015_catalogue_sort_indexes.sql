ALTER TABLE "products" ADD COLUMN "next_start_at" timestamp with time zone;--> statement-breakpoint
-- Each workshop's next start as the catalogue keeps it from now on (batch.repository.ts,
-- nextStartOfProduct): its soonest batch that takes enrolments and has a seat left.
UPDATE "products" SET "next_start_at" = (
	SELECT min("batches"."starts_at") FROM "batches"
	WHERE "batches"."product_id" = "products"."id" AND NOT "batches"."closed"
		AND ("batches"."enrolment_closes_at" IS NULL OR "batches"."enrolment_closes_at" > now())
		AND "batches"."capacity" > "batches"."seats_taken"
);--> statement-breakpoint
CREATE INDEX "products_offered_facets_idx" ON "products" USING btree ("category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_brand_idx" ON "products" USING btree ("brand") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_price_idx" ON "products" USING btree ("price","id","category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_discount_price_idx" ON "products" USING btree ("discount_price","id","category","brand") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_rating_idx" ON "products" USING btree ("rating","id","category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_title_idx" ON "products" USING btree ("title","id","category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_created_at_idx" ON "products" USING btree ("created_at","id","category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_next_start_idx" ON "products" USING btree ("next_start_at","id","category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_next_start_desc_idx" ON "products" USING btree ("next_start_at" desc nulls last,"id" desc,"category","brand","discount_price") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_id_idx" ON "products" USING btree ("id","category","brand","discount_price") WHERE not "products"."deleted";