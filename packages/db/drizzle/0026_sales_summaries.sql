CREATE TABLE "orders_by_status" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "orders_by_status_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
CREATE TABLE "sales_by_day" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_day_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "sales_by_part_day" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "sales_by_part_day_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
-- The sales overview's summaries (decision 0069), kept by statement-level triggers with transition tables, in the
-- transaction of each change. The statuses that count as revenue are this one list (`partly_shipped` included).
CREATE FUNCTION sales_counts(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('paid', 'partly_shipped', 'shipped')
$$;--> statement-breakpoint
-- An order's sales day: the UTC day it was paid (its placing day if it never was).
CREATE FUNCTION sales_day(paid_at timestamptz, created_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
-- The writer's share of a counter: checkouts and payments on other connections update other rows, never wait.
CREATE FUNCTION sales_slot() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
-- An order entering (+1) or leaving (-1) the summaries as it was or is.
CREATE TYPE sales_change AS (order_id uuid, status text, day date, total_cents bigint, sign integer);--> statement-breakpoint
-- Adds the changes, in key order (two writers never wait on each other in a circle). `with_lines`: the order's
-- lines count too (an inserted order has none yet: its lines' own trigger counts them).
CREATE FUNCTION sales_apply(changes sales_change[], with_lines boolean) RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT * FROM unnest(changes)),
  statuses AS (
    INSERT INTO orders_by_status (status, slot, orders)
      SELECT status, sales_slot(), sum(sign) FROM c GROUP BY status HAVING sum(sign) <> 0 ORDER BY status
    ON CONFLICT (status, slot) DO UPDATE SET orders = orders_by_status.orders + excluded.orders),
  days AS (
    INSERT INTO sales_by_day (day, slot, revenue_cents, orders)
      SELECT day, sales_slot(), sum(sign * total_cents), sum(sign) FROM c WHERE sales_counts(status)
      GROUP BY day HAVING sum(sign) <> 0 OR sum(sign * total_cents) <> 0 ORDER BY day
    ON CONFLICT (day, slot) DO UPDATE SET revenue_cents = sales_by_day.revenue_cents + excluded.revenue_cents,
                                          orders = sales_by_day.orders + excluded.orders)
  INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
    SELECT c.day, l.product_id, sum(c.sign * l.quantity), sum(c.sign * l.line_total_cents)
    FROM c JOIN order_lines l ON l.order_id = c.order_id
    WHERE with_lines AND sales_counts(c.status)
    GROUP BY c.day, l.product_id HAVING sum(c.sign * l.quantity) <> 0 OR sum(c.sign * l.line_total_cents) <> 0
    ORDER BY c.day, l.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET units = sales_by_part_day.units + excluded.units,
                                              revenue_cents = sales_by_part_day.revenue_cents + excluded.revenue_cents
$$;--> statement-breakpoint
CREATE FUNCTION orders_inserted_into_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(array(
    SELECT row(id, status, sales_day(paid_at, created_at), total_cents, 1)::sales_change FROM new_rows), false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION orders_deleted_from_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(array(
    SELECT row(id, status, sales_day(paid_at, created_at), total_cents, -1)::sales_change FROM old_rows), true);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Most updates of an order (its reservation, a payment intent) change nothing here and add no change.
CREATE FUNCTION orders_updated_in_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(array(
    SELECT change FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (row(o.id, o.status, sales_day(o.paid_at, o.created_at), o.total_cents, -1)::sales_change),
                      (row(n.id, n.status, sales_day(n.paid_at, n.created_at), n.total_cents, 1)::sales_change)) AS v(change)
    WHERE o.status <> n.status OR o.total_cents <> n.total_cents
       OR sales_day(o.paid_at, o.created_at) <> sales_day(n.paid_at, n.created_at)), true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_insert_sales AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_inserted_into_sales();--> statement-breakpoint
CREATE TRIGGER orders_delete_sales AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_deleted_from_sales();--> statement-breakpoint
CREATE TRIGGER orders_update_sales AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_updated_in_sales();--> statement-breakpoint
-- A line added to (or taken from) an order that already counts as revenue.
CREATE TYPE sales_line AS (order_id uuid, product_id uuid, quantity bigint, line_total_cents bigint, sign integer);--> statement-breakpoint
CREATE FUNCTION sales_add_lines(lines sales_line[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
    SELECT sales_day(o.paid_at, o.created_at), l.product_id, sum(l.sign * l.quantity), sum(l.sign * l.line_total_cents)
    FROM unnest(lines) AS l JOIN orders o ON o.id = l.order_id
    WHERE sales_counts(o.status)
    GROUP BY 1, 2 HAVING sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.line_total_cents) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET units = sales_by_part_day.units + excluded.units,
                                              revenue_cents = sales_by_part_day.revenue_cents + excluded.revenue_cents
$$;--> statement-breakpoint
CREATE FUNCTION order_lines_change_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM sales_add_lines(array(
      SELECT row(order_id, product_id, quantity, line_total_cents, -1)::sales_line FROM old_rows));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_add_lines(array(
      SELECT row(order_id, product_id, quantity, line_total_cents, 1)::sales_line FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_insert_sales AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_change_sales();--> statement-breakpoint
CREATE TRIGGER order_lines_delete_sales AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_change_sales();--> statement-breakpoint
CREATE TRIGGER order_lines_update_sales AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_change_sales();--> statement-breakpoint
-- Counts the summaries from scratch: the backfill below, and after a bulk load that skipped the triggers
-- (session_replication_role = replica, as the big-shop seed does). Writers wait while it runs.
CREATE FUNCTION rebuild_sales_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines IN SHARE MODE;
  DELETE FROM orders_by_status;
  DELETE FROM sales_by_day;
  DELETE FROM sales_by_part_day;
  INSERT INTO orders_by_status (status, slot, orders) SELECT status, 0, count(*) FROM orders GROUP BY status;
  INSERT INTO sales_by_day (day, slot, revenue_cents, orders)
    SELECT sales_day(paid_at, created_at), 0, sum(total_cents), count(*) FROM orders WHERE sales_counts(status)
    GROUP BY 1;
  INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
    SELECT sales_day(o.paid_at, o.created_at), l.product_id, sum(l.quantity), sum(l.line_total_cents)
    FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sales_counts(o.status)
    GROUP BY 1, 2;
END
$$;--> statement-breakpoint
SELECT rebuild_sales_summaries();
