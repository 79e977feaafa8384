-- The facet counts gain the workshop's price band (docs/decisions/0042, addendum), so a band filter's
-- total is a sum of cells too. The cells are counted again from the products, with the changes.
TRUNCATE "catalogue_facet_changes", "catalogue_facets";--> statement-breakpoint
ALTER TABLE "catalogue_facets" DROP CONSTRAINT "catalogue_facets_category_brand_open_modes_pk";--> statement-breakpoint
ALTER TABLE "catalogue_facet_changes" ADD COLUMN "price_from" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_facets" ADD COLUMN "price_from" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_facets" ADD CONSTRAINT "catalogue_facets_category_brand_open_modes_price_from_pk" PRIMARY KEY("category","brand","open_modes","price_from");--> statement-breakpoint
-- Where the band of a selling price (whole rupees) starts: the shop's bands, priceBandStarts in
-- @kaushal/shared, which must start where these do.
CREATE FUNCTION catalogue_price_band(price integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN price < 1000 THEN 0 WHEN price < 3001 THEN 1000 WHEN price < 5001 THEN 3001 ELSE 5001 END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_catalogue_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.deleted THEN
    INSERT INTO catalogue_facet_changes (category, brand, open_modes, price_from, products)
    VALUES (OLD.category, OLD.brand, OLD.open_modes, catalogue_price_band(OLD.discount_price), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.deleted THEN
    INSERT INTO catalogue_facet_changes (category, brand, open_modes, price_from, products)
    VALUES (NEW.category, NEW.brand, NEW.open_modes, catalogue_price_band(NEW.discount_price), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The selling price is generated from price and discount_percentage, so those are the columns watched.
DROP TRIGGER products_facets_changed ON products;--> statement-breakpoint
CREATE TRIGGER products_facets_changed
  AFTER UPDATE OF category, brand, open_modes, deleted, price, discount_percentage ON products
  FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.brand IS DISTINCT FROM NEW.brand
    OR OLD.open_modes IS DISTINCT FROM NEW.open_modes OR OLD.deleted IS DISTINCT FROM NEW.deleted
    OR catalogue_price_band(OLD.discount_price) IS DISTINCT FROM catalogue_price_band(NEW.discount_price))
  EXECUTE FUNCTION keep_catalogue_facets();--> statement-breakpoint
INSERT INTO catalogue_facets (category, brand, open_modes, price_from, products)
SELECT category, brand, open_modes, catalogue_price_band(discount_price), count(*)::integer
FROM products WHERE NOT deleted
GROUP BY category, brand, open_modes, catalogue_price_band(discount_price);
