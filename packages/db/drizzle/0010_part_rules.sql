-- Parts already on sale get numbers P-000001… in the order the rewrite meets them (decision 0045); new ones name their own.
CREATE SEQUENCE "public"."part_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_number" text DEFAULT ('P-' || lpad(nextval('part_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maximum_per_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_on_sale_part_number_key" ON "products" USING btree (lower("part_number")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_size_check" CHECK ("products"."pack_size" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_maximum_check" CHECK ("products"."maximum_per_order" is null or "products"."maximum_per_order" >= "products"."minimum_order_quantity");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_breaks_check" CHECK (jsonb_typeof("products"."price_breaks") = 'array');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" >= 0);