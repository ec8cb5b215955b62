CREATE TABLE "shipment_lines" (
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_line_no_pk" PRIMARY KEY("shipment_id","line_no"),
	CONSTRAINT "shipment_lines_quantity_check" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "shipments_number_check" CHECK ("shipments"."number" > 0),
	CONSTRAINT "shipments_carrier_check" CHECK ("shipments"."carrier" in ('dhl', 'ups', 'fedex', 'usps', 'royal_mail', 'dpd', 'gls', 'postnl', 'other')),
	CONSTRAINT "shipments_tracking_number_check" CHECK (char_length("shipments"."tracking_number") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_id_line_no_order_lines_order_id_line_no_fk" FOREIGN KEY ("order_id","line_no") REFERENCES "public"."order_lines"("order_id","line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line_idx" ON "shipment_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_id_number_key" ON "shipments" USING btree ("order_id","number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unpaid', 'paid', 'partly_shipped', 'shipped', 'cancelled', 'refunded'));--> statement-breakpoint
-- Orders shipped before there were parcels went in one, everything in it, with no tracking (decision 0067).
INSERT INTO "shipments" ("id", "order_id", "number", "carrier", "created_at")
SELECT gen_random_uuid(), "id", 1, 'other', coalesce("shipped_at", "created_at") FROM "orders" WHERE "status" = 'shipped';--> statement-breakpoint
INSERT INTO "shipment_lines" ("shipment_id", "order_id", "line_no", "quantity")
SELECT s."id", l."order_id", l."line_no", l."quantity" FROM "shipments" s JOIN "order_lines" l ON l."order_id" = s."order_id";--> statement-breakpoint
-- No line ships more units than were ordered, whoever writes: the line's row is locked first, so of two parcels at
-- once the second counts what the first shipped (each statement of the function sees what committed before it).
CREATE FUNCTION "shipment_lines_within_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ordered integer;
  shipped integer;
BEGIN
  IF NEW."order_id" IS DISTINCT FROM (SELECT "order_id" FROM "shipments" WHERE "id" = NEW."shipment_id") THEN
    RAISE EXCEPTION 'a shipment line belongs to its shipment''s order'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'shipment_lines_order_check';
  END IF;
  SELECT "quantity" INTO ordered FROM "order_lines"
    WHERE "order_id" = NEW."order_id" AND "line_no" = NEW."line_no" FOR UPDATE;
  SELECT coalesce(sum("quantity"), 0) INTO shipped FROM "shipment_lines"
    WHERE "order_id" = NEW."order_id" AND "line_no" = NEW."line_no" AND "shipment_id" <> NEW."shipment_id";
  IF shipped + NEW."quantity" > ordered THEN
    RAISE EXCEPTION 'line % would ship % of % units', NEW."line_no", shipped + NEW."quantity", ordered
      USING ERRCODE = 'check_violation', CONSTRAINT = 'shipment_lines_within_order_check';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shipment_lines_within_order" BEFORE INSERT OR UPDATE ON "shipment_lines"
FOR EACH ROW EXECUTE FUNCTION "shipment_lines_within_order"();
