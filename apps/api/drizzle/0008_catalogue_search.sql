-- Trigram matching for misspelt search words (docs/decisions/0022-catalogue-search.md); a trusted
-- extension, so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A')
          || setweight(to_tsvector('english', category || ' ' || brand), 'B')
          || setweight(to_tsvector('english', description) || to_tsvector('english', highlights), 'C')
          || setweight(to_tsvector('english', full_description), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin (("title" || ' ' || "category" || ' ' || "brand" || ' ' || "highlights"::text) gin_trgm_ops);