-- Each workshop records the transaction that last changed what the search index holds of it
-- (docs/decisions/0046): its texts, the columns a search is filtered by, whether it is offered. Each
-- instance's index reads the workshops changed by transactions it may not have seen yet. A change of
-- seats alone leaves the column as it was, so it stays a heap-only update.
ALTER TABLE "products" ADD COLUMN "search_changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_changed_by_idx" ON "products" USING btree ("search_changed_by");--> statement-breakpoint
CREATE FUNCTION mark_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_changed_by := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The selling price is generated from price and discount_percentage, and the search document from the
-- texts, so those are the columns watched.
CREATE TRIGGER products_search_changed
  BEFORE UPDATE OF title, category, brand, description, highlights, full_description, price,
    discount_percentage, open_modes, deleted ON products
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.highlights IS DISTINCT FROM NEW.highlights
    OR OLD.full_description IS DISTINCT FROM NEW.full_description OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.discount_percentage IS DISTINCT FROM NEW.discount_percentage
    OR OLD.open_modes IS DISTINCT FROM NEW.open_modes OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION mark_search_change();
