-- The search finds a part by its specification's values too (decisions 0056, 0059): products.specification_text
-- holds them as one text, kept by statement triggers on product_specifications (one update per statement, however
-- many values it wrote), and the search document takes it as a fourth argument.
DROP INDEX "products_search_document_idx";--> statement-breakpoint
DROP FUNCTION product_search_document(text, text, text);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specification_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_search_document(part_number text, name text, description text, specification_text text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  to_tsvector('simple'::regconfig, regexp_replace(
    lower(part_number || ' ' || name || ' ' || description || ' ' || specification_text), '[^0-9a-z]+', ' ', 'g'));--> statement-breakpoint
CREATE FUNCTION product_specification_text(part uuid) RETURNS text LANGUAGE sql STABLE RETURN
  (SELECT coalesce(string_agg(coalesce(s.choice_value, s.number_value::text), ' ' ORDER BY s.attribute_id), '')
   FROM product_specifications s WHERE s.product_id = part);--> statement-breakpoint
CREATE FUNCTION refresh_specification_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET specification_text = product_specification_text(id)
    WHERE id IN (SELECT DISTINCT product_id FROM written);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET specification_text = product_specification_text(id)
    WHERE id IN (SELECT DISTINCT product_id FROM removed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_specifications_inserted AFTER INSERT ON product_specifications
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION refresh_specification_text();--> statement-breakpoint
CREATE TRIGGER product_specifications_updated AFTER UPDATE ON product_specifications
  REFERENCING NEW TABLE AS written OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION refresh_specification_text();--> statement-breakpoint
CREATE TRIGGER product_specifications_deleted AFTER DELETE ON product_specifications
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION refresh_specification_text();--> statement-breakpoint
UPDATE products SET specification_text = product_specification_text(id)
  WHERE id IN (SELECT product_id FROM product_specifications);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin (product_search_document("part_number", "name", "description", "specification_text")) WHERE "products"."deleted_at" is null;
