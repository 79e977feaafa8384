ALTER TABLE "products" ADD COLUMN "open_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Each workshop's open modes as the catalogue keeps them from now on (batch.repository.ts,
-- openModesOfProduct): those of its batches that take enrolments and have a seat left.
UPDATE "products" SET "open_modes" = array(
	SELECT DISTINCT "batches"."mode" FROM "batches"
	WHERE "batches"."product_id" = "products"."id" AND NOT "batches"."closed"
		AND ("batches"."enrolment_closes_at" IS NULL OR "batches"."enrolment_closes_at" > now())
		AND "batches"."capacity" > "batches"."seats_taken"
	ORDER BY "batches"."mode"
);
