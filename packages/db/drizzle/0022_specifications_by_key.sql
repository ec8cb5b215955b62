-- A part's specification values by attribute key, as one JSON object on its row (decision 0065): the catalogue read
-- model loads them with the parts and answers a category page's filters and counts from memory. Kept by the
-- statement triggers of migration 0019, beside specification_text, so one write to product_specifications updates
-- both; an attribute's key never changes once it has values.
ALTER TABLE "products" ADD COLUMN "specifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_specification_values(part uuid) RETURNS jsonb LANGUAGE sql STABLE RETURN
  (SELECT coalesce(jsonb_object_agg(a.key, coalesce(to_jsonb(s.number_value), to_jsonb(s.choice_value),
                                                    to_jsonb(s.boolean_value))), '{}'::jsonb)
   FROM product_specifications s JOIN category_attributes a ON a.id = s.attribute_id WHERE s.product_id = part);--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_specification_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products
    SET specification_text = product_specification_text(id), specifications = product_specification_values(id)
    WHERE id IN (SELECT DISTINCT product_id FROM written);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products
    SET specification_text = product_specification_text(id), specifications = product_specification_values(id)
    WHERE id IN (SELECT DISTINCT product_id FROM removed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE products SET specifications = product_specification_values(id)
  WHERE id IN (SELECT product_id FROM product_specifications);
