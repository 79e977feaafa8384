-- One catalogue path (docs/decisions/0052): searches, lists and counts are answered by the database
-- alone, so the per-instance index's change feeds, the kept workshops' JSON feed and the facet counts
-- go, with their triggers and functions. The vocabulary (catalogue_words) and its triggers stay.
DROP TRIGGER "products_search_changed" ON "products";--> statement-breakpoint
DROP FUNCTION mark_search_change();--> statement-breakpoint
DROP TRIGGER "products_json_changed" ON "products";--> statement-breakpoint
DROP TRIGGER "products_json_removed" ON "products";--> statement-breakpoint
DROP TRIGGER "batches_json_changed" ON "batches";--> statement-breakpoint
DROP TRIGGER "batches_json_added_or_removed" ON "batches";--> statement-breakpoint
DROP FUNCTION mark_workshop_json_change();--> statement-breakpoint
DROP FUNCTION mark_batch_workshop_json_change();--> statement-breakpoint
DROP TRIGGER "products_facets_inserted" ON "products";--> statement-breakpoint
DROP TRIGGER "products_facets_changed" ON "products";--> statement-breakpoint
DROP TRIGGER "products_facets_deleted" ON "products";--> statement-breakpoint
DROP FUNCTION keep_catalogue_facets();--> statement-breakpoint
DROP FUNCTION catalogue_price_band(integer);--> statement-breakpoint
DROP FUNCTION uri_component(text);--> statement-breakpoint
DROP FUNCTION uri_component_bytes(text);--> statement-breakpoint
DROP TABLE "catalogue_facet_changes";--> statement-breakpoint
DROP TABLE "catalogue_facets";--> statement-breakpoint
DROP TABLE "workshop_json_changes";--> statement-breakpoint
DROP INDEX "products_search_changed_by_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_changed_by";
