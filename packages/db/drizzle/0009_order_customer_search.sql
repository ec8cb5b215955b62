-- All Orders' search by part of the customer's name or email (pg_trgm, from 0003); removed customers included.
CREATE INDEX "users_name_email_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops);
