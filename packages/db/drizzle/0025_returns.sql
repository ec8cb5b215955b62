CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text,
	CONSTRAINT "return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no"),
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_condition_check" CHECK ("return_lines"."condition" is null or "return_lines"."condition" in ('good', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"refund_cents" integer,
	"refund_id" text,
	"credit_note_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('damaged', 'wrong_part', 'not_needed', 'other')),
	CONSTRAINT "returns_note_check" CHECK (char_length("returns"."note") <= 500 and char_length("returns"."admin_note") <= 500),
	CONSTRAINT "returns_refund_check" CHECK ("returns"."refund_cents" is null or "returns"."refund_cents" >= 0),
	CONSTRAINT "returns_refunded_check" CHECK (("returns"."status" = 'refunded') = ("returns"."refund_cents" is not null and "returns"."refund_id" is not null and "returns"."credit_note_number" is not null and "returns"."refunded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_id_line_no_order_lines_order_id_line_no_fk" FOREIGN KEY ("order_id","line_no") REFERENCES "public"."order_lines"("order_id","line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_order_id_idx" ON "return_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_created_at_idx" ON "returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "returns_status_created_at_idx" ON "returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_number_key" ON "returns" USING btree ("credit_note_number");--> statement-breakpoint
-- Never more back than was paid (decision 0068): the refunds of one order's returns add up to at most its total.
-- The refund service checks it first with the order locked; this is the database's own word on it.
CREATE FUNCTION "returns_refunds_within_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("refund_cents"), 0) FROM "returns" WHERE "order_id" = NEW."order_id")
     > (SELECT "total_cents" FROM "orders" WHERE "id" = NEW."order_id") THEN
    RAISE EXCEPTION 'returns of order % refund more than its total', NEW."order_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'returns_refunds_within_paid';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "returns_refunds_within_paid" AFTER INSERT OR UPDATE OF "refund_cents" ON "returns"
  FOR EACH ROW WHEN (NEW."refund_cents" IS NOT NULL) EXECUTE FUNCTION "returns_refunds_within_paid"();
