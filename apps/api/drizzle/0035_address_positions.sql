-- An address book keeps the order its account sent it in, so an edited address keeps its place; books
-- saved before keep the order they were listed in (by id).
DROP INDEX "addresses_user_idx";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "addresses" SET "position" = ranked.position FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "id") - 1)::integer AS position
  FROM "addresses"
) AS ranked WHERE "addresses"."id" = ranked."id";--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","position");
