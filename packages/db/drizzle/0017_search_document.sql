-- A part's text as the catalogue search matches it (decision 0059): lower-case runs of ASCII letters and digits,
-- as contracts' searchWords splits a search, each a lexeme of the 'simple' configuration (no stemming, no stop
-- words: part names are not prose, and "a" or "no" can be a size or a finish).
CREATE FUNCTION product_search_document(part_number text, name text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  to_tsvector('simple'::regconfig,
    regexp_replace(lower(part_number || ' ' || name || ' ' || description), '[^0-9a-z]+', ' ', 'g'));--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin (product_search_document("part_number", "name", "description")) WHERE "products"."deleted_at" is null;