-- Each instance's catalogue index now pages and counts lists too (docs/decisions/0048), so a workshop's
-- change of what a list sorts by marks it changed as well: its rating and its next start, besides the
-- texts, filtered columns and offer the search index read (migration 0025). The title and prices were
-- watched already; the creation time never changes. A change of seats alone still leaves the column as
-- it was, unless the workshop's soonest open batch fills or its modes change.
DROP TRIGGER products_search_changed ON products;--> statement-breakpoint
CREATE TRIGGER products_search_changed
  BEFORE UPDATE OF title, category, brand, description, highlights, full_description, price,
    discount_percentage, open_modes, deleted, rating, next_start_at ON products
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.highlights IS DISTINCT FROM NEW.highlights
    OR OLD.full_description IS DISTINCT FROM NEW.full_description OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.discount_percentage IS DISTINCT FROM NEW.discount_percentage
    OR OLD.open_modes IS DISTINCT FROM NEW.open_modes OR OLD.deleted IS DISTINCT FROM NEW.deleted
    OR OLD.rating IS DISTINCT FROM NEW.rating OR OLD.next_start_at IS DISTINCT FROM NEW.next_start_at)
  EXECUTE FUNCTION mark_search_change();
