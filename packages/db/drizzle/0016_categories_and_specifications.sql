CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_check" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_attributes_kind_check" CHECK ("category_attributes"."kind" in ('number', 'choice', 'boolean')),
	CONSTRAINT "category_attributes_key_check" CHECK ("category_attributes"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_specifications" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"number_value" double precision,
	"choice_value" text,
	"boolean_value" boolean,
	CONSTRAINT "product_specifications_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id"),
	CONSTRAINT "product_specifications_one_value_check" CHECK (num_nonnulls("product_specifications"."number_value", "product_specifications"."choice_value", "product_specifications"."boolean_value") = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_key" ON "category_attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE INDEX "product_specifications_choice_idx" ON "product_specifications" USING btree ("attribute_id","choice_value","product_id") WHERE "product_specifications"."choice_value" is not null;--> statement-breakpoint
CREATE INDEX "product_specifications_number_idx" ON "product_specifications" USING btree ("attribute_id","number_value","product_id") WHERE "product_specifications"."number_value" is not null;--> statement-breakpoint
CREATE INDEX "product_specifications_boolean_idx" ON "product_specifications" USING btree ("attribute_id","boolean_value","product_id") WHERE "product_specifications"."boolean_value" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_on_sale_category_idx" ON "products" USING btree ("category_id","price_cents","quantity","id") WHERE "products"."deleted_at" is null;