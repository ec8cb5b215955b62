-- Search by any part of a product's name (the GIN index below) needs trigram operators.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_single_check" CHECK ("catalogue_version"."single")
);
--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("price_cents","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_name_idx" ON "products" USING btree ("name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
INSERT INTO "catalogue_version" ("single", "version") VALUES (true, 1);--> statement-breakpoint
-- Deferred to commit and run once per transaction: the version row is locked only while the transaction commits,
-- so orders for different parts do not queue behind one another for their whole transaction. The notice carries
-- the new version and reaches listeners only if the transaction commits.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF current_setting('partsmith.catalogue_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('partsmith.catalogue_bumped', 'on', true);
  UPDATE "catalogue_version" SET "version" = "version" + 1 RETURNING "version" INTO bumped;
  PERFORM pg_notify('catalogue_version', bumped::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
