CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"weight_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_above_cents" integer,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_methods_kind_check" CHECK ("shipping_methods"."kind" in ('flat', 'weight', 'free_above')),
	CONSTRAINT "shipping_methods_price_check" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_bands_check" CHECK (jsonb_typeof("shipping_methods"."weight_bands") = 'array' and ("shipping_methods"."kind" = 'weight') = (jsonb_array_length("shipping_methods"."weight_bands") > 0)),
	CONSTRAINT "shipping_methods_free_above_check" CHECK (("shipping_methods"."kind" = 'free_above') = ("shipping_methods"."free_above_cents" is not null) and coalesce("shipping_methods"."free_above_cents", 0) >= 0),
	CONSTRAINT "shipping_methods_delivery_days_check" CHECK ("shipping_methods"."delivery_days_min" >= 0 and "shipping_methods"."delivery_days_max" >= "shipping_methods"."delivery_days_min")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_zones_countries_check" CHECK (cardinality("shipping_zones"."countries") >= 1),
	CONSTRAINT "shipping_zones_country_codes_check" CHECK (array_to_string("shipping_zones"."countries", ',') ~ '^[A-Z]{2}(,[A-Z]{2})*$'),
	CONSTRAINT "shipping_zones_position_check" CHECK ("shipping_zones"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"applies_to_shipping" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_rates_country_check" CHECK ("tax_rates"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "tax_rates_region_check" CHECK ("tax_rates"."region" is null or "tax_rates"."region" <> ''),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "shipping_zones_countries_idx" ON "shipping_zones" USING gin ("countries");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_region_name_key" ON "tax_rates" USING btree ("country",lower(coalesce("region", '')),lower("name"));