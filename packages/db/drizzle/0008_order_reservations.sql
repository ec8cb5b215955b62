ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Orders placed before this column keep the 48 hours the old default held them for (decision 0038).
UPDATE "orders" SET "reserved_until" = "created_at" + interval '48 hours';--> statement-breakpoint
CREATE INDEX "orders_unpaid_user_id_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'unpaid';
