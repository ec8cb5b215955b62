-- The search document is stored (decision 0059, amended): a search that rechecks or ranks thousands of matches reads
-- each part's document instead of computing it again (~20 µs a part); the index covers the stored column.
DROP INDEX "products_search_document_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (product_search_document(part_number, name, description, specification_text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WHERE "products"."deleted_at" is null;