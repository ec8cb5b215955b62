ALTER TABLE "images" ADD COLUMN "variant_of" text;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_variant_of_images_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_variant_of_idx" ON "images" USING btree ("variant_of");