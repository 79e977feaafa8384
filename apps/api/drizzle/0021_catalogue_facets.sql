CREATE TABLE "catalogue_facet_changes" (
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"open_modes" text[] NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_facets" (
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"open_modes" text[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_facets_category_brand_open_modes_pk" PRIMARY KEY("category","brand","open_modes")
);
--> statement-breakpoint
DROP INDEX "products_offered_price_idx";--> statement-breakpoint
DROP INDEX "products_offered_discount_price_idx";--> statement-breakpoint
DROP INDEX "products_offered_rating_idx";--> statement-breakpoint
DROP INDEX "products_offered_title_idx";--> statement-breakpoint
DROP INDEX "products_offered_created_at_idx";--> statement-breakpoint
DROP INDEX "products_offered_next_start_idx";--> statement-breakpoint
DROP INDEX "products_offered_next_start_desc_idx";--> statement-breakpoint
DROP INDEX "products_offered_id_idx";--> statement-breakpoint
CREATE INDEX "products_offered_price_idx" ON "products" USING btree ("price","id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_discount_price_idx" ON "products" USING btree ("discount_price","id","category","brand","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_rating_idx" ON "products" USING btree ("rating","id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_title_idx" ON "products" USING btree ("title","id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_created_at_idx" ON "products" USING btree ("created_at","id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_next_start_idx" ON "products" USING btree ("next_start_at","id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_next_start_desc_idx" ON "products" USING btree ("next_start_at" desc nulls last,"id" desc,"category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
CREATE INDEX "products_offered_id_idx" ON "products" USING btree ("id","category","brand","discount_price","open_modes") WHERE not "products"."deleted";--> statement-breakpoint
-- Every change of an offered workshop's category, brand or open modes, and every workshop offered or
-- withdrawn, as a -1 for the cell it leaves and a +1 for the cell it joins (docs/decisions/0042).
-- Appended rather than added to the cells: two orders moving workshops between the same two cells in
-- opposite directions would otherwise lock them in opposite orders.
CREATE FUNCTION keep_catalogue_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.deleted THEN
    INSERT INTO catalogue_facet_changes (category, brand, open_modes, products)
    VALUES (OLD.category, OLD.brand, OLD.open_modes, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.deleted THEN
    INSERT INTO catalogue_facet_changes (category, brand, open_modes, products)
    VALUES (NEW.category, NEW.brand, NEW.open_modes, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_facets_inserted AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION keep_catalogue_facets();--> statement-breakpoint
-- Only when a counted column changes: the seats (stock) change on every order and must not pay for this.
CREATE TRIGGER products_facets_changed AFTER UPDATE OF category, brand, open_modes, deleted ON products
  FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.brand IS DISTINCT FROM NEW.brand
    OR OLD.open_modes IS DISTINCT FROM NEW.open_modes OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION keep_catalogue_facets();--> statement-breakpoint
CREATE TRIGGER products_facets_deleted AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION keep_catalogue_facets();--> statement-breakpoint
INSERT INTO catalogue_facets (category, brand, open_modes, products)
SELECT category, brand, open_modes, count(*)::integer FROM products WHERE NOT deleted
GROUP BY category, brand, open_modes;
