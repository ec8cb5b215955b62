-- Orders get lines (decision 0050): what an order sold moves from its own row to order_lines.
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_id" text,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_check" CHECK ("order_lines"."unit_price_cents" >= 0),
	CONSTRAINT "order_lines_total_check" CHECK ("order_lines"."line_total_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_unit_price_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
-- Every order so far sold one part: it becomes the order's line 1, with the part number its part has now (the
-- order kept no part number of its own; 0010 gave every part one).
INSERT INTO "order_lines" ("order_id", "line_no", "product_id", "part_number", "name", "description", "image_id",
  "unit_price_cents", "quantity", "line_total_cents")
SELECT o."id", 1, o."product_id", p."part_number", o."product_name", o."product_description", o."product_image_id",
  o."unit_price_cents", o."quantity", o."total_cents"
FROM "orders" o JOIN "products" p ON p."id" = o."product_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_description";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_image_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0);