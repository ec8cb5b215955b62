-- All Users pages by keyset over live accounts, oldest first; its email search by any part (pg_trgm, from 0003).
CREATE INDEX "users_live_created_at_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."deleted_at" is null;