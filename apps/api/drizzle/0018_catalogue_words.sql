CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of a workshop that a misspelt search word may be corrected to (docs/decisions/0041):
-- lower-case runs of letters, three or more, of its title, category, brand and highlights.
CREATE FUNCTION catalogue_words_of(title text, category text, brand text, highlights jsonb)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(title || ' ' || category || ' ' || brand || ' ' || highlights::text), '[^[:alpha:]]+') AS word
  WHERE length(word) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION keep_catalogue_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_words (word)
  SELECT catalogue_words_of(NEW.title, NEW.category, NEW.brand, NEW.highlights)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_words_inserted AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION keep_catalogue_words();--> statement-breakpoint
-- Only when a named text changes: the seats (stock) change on every order and must not pay for this.
CREATE TRIGGER products_words_changed AFTER UPDATE OF title, category, brand, highlights ON products
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.highlights IS DISTINCT FROM NEW.highlights)
  EXECUTE FUNCTION keep_catalogue_words();--> statement-breakpoint
INSERT INTO catalogue_words (word)
SELECT DISTINCT catalogue_words_of(title, category, brand, highlights) FROM products
ON CONFLICT DO NOTHING;
