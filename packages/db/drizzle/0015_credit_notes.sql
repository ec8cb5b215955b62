CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
CREATE INDEX "order_lines_part_number_idx" ON "order_lines" USING btree (lower("part_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_credit_note_number_key" ON "orders" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "orders_po_number_idx" ON "orders" USING btree (lower("po_number"));