ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
-- Decision 0037: a customer's newest review is their word; the older ones the old rule let them post go.
DELETE FROM "reviews" AS "older" USING "reviews" AS "newer"
WHERE "older"."user_id" = "newer"."user_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_id_key" ON "reviews" USING btree ("user_id");
