CREATE TABLE "best_sellers_30d" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "best_sellers_window" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "best_sellers_30d_revenue_idx" ON "best_sellers_30d" USING btree ("revenue_cents" desc,"product_id");--> statement-breakpoint
-- The best sellers of the last 30 UTC days (decision 0069, amended 1 Dec): each part's total over the window ending
-- `as_of`, kept by the same triggers as `sales_by_part_day` for the changes to days inside the window, and slid by
-- `slide_best_sellers`. Writers hold the advisory lock 6906900 shared, the slide exclusive, so a slide never misses
-- a change a writer is making to a day it moves over.
INSERT INTO best_sellers_window (one, as_of) VALUES (true, (now() AT TIME ZONE 'UTC')::date);--> statement-breakpoint
INSERT INTO best_sellers_30d (product_id, units, revenue_cents)
  SELECT product_id, sum(units), sum(revenue_cents) FROM sales_by_part_day
  WHERE day BETWEEN (now() AT TIME ZONE 'UTC')::date - 29 AND (now() AT TIME ZONE 'UTC')::date GROUP BY product_id;--> statement-breakpoint
CREATE TYPE sales_part_change AS (day date, product_id uuid, units bigint, revenue_cents bigint);--> statement-breakpoint
CREATE FUNCTION best_sellers_add(changes sales_part_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  window_end date;
BEGIN
  IF coalesce(cardinality(changes), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(6906900);
  SELECT as_of INTO window_end FROM best_sellers_window;
  INSERT INTO best_sellers_30d (product_id, units, revenue_cents)
    SELECT product_id, sum(units), sum(revenue_cents) FROM unnest(changes)
    WHERE day BETWEEN window_end - 29 AND window_end
    GROUP BY product_id HAVING sum(units) <> 0 OR sum(revenue_cents) <> 0 ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET units = best_sellers_30d.units + excluded.units,
                                         revenue_cents = best_sellers_30d.revenue_cents + excluded.revenue_cents;
END
$$;--> statement-breakpoint
-- As in 0026, the part-days' changes now also go to the best sellers.
CREATE OR REPLACE FUNCTION sales_apply(changes sales_change[], with_lines boolean) RETURNS void LANGUAGE sql AS $$
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
                                          orders = sales_by_day.orders + excluded.orders),
  parts AS (
    SELECT c.day, l.product_id, sum(c.sign * l.quantity)::bigint AS units,
           sum(c.sign * l.line_total_cents)::bigint AS revenue_cents
    FROM c JOIN order_lines l ON l.order_id = c.order_id
    WHERE with_lines AND sales_counts(c.status)
    GROUP BY c.day, l.product_id HAVING sum(c.sign * l.quantity) <> 0 OR sum(c.sign * l.line_total_cents) <> 0),
  part_days AS (
    INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
      SELECT day, product_id, units, revenue_cents FROM parts ORDER BY day, product_id
    ON CONFLICT (day, product_id) DO UPDATE SET units = sales_by_part_day.units + excluded.units,
                                                revenue_cents = sales_by_part_day.revenue_cents + excluded.revenue_cents)
  SELECT best_sellers_add(array(SELECT row(day, product_id, units, revenue_cents)::sales_part_change FROM parts))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_add_lines(lines sales_line[]) RETURNS void LANGUAGE sql AS $$
  WITH parts AS (
    SELECT sales_day(o.paid_at, o.created_at) AS day, l.product_id, sum(l.sign * l.quantity)::bigint AS units,
           sum(l.sign * l.line_total_cents)::bigint AS revenue_cents
    FROM unnest(lines) AS l JOIN orders o ON o.id = l.order_id
    WHERE sales_counts(o.status)
    GROUP BY 1, 2 HAVING sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.line_total_cents) <> 0),
  part_days AS (
    INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
      SELECT day, product_id, units, revenue_cents FROM parts ORDER BY day, product_id
    ON CONFLICT (day, product_id) DO UPDATE SET units = sales_by_part_day.units + excluded.units,
                                                revenue_cents = sales_by_part_day.revenue_cents + excluded.revenue_cents)
  SELECT best_sellers_add(array(SELECT row(day, product_id, units, revenue_cents)::sales_part_change FROM parts))
$$;--> statement-breakpoint
-- Moves the window to end on `to_day`: adds the part-days that entered it and subtracts those that left, in one
-- statement's transaction. Meant once a UTC day; any number of instances may call it (the lock makes the second a
-- no-op). Writers queued behind it wait for it (a few thousand part-days) and no longer.
CREATE FUNCTION slide_best_sellers(to_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  was date;
BEGIN
  PERFORM pg_advisory_xact_lock(6906900);
  SELECT as_of INTO was FROM best_sellers_window;
  IF was = to_day THEN RETURN; END IF;
  INSERT INTO best_sellers_30d (product_id, units, revenue_cents)
    SELECT product_id, sum(sign * units), sum(sign * revenue_cents) FROM (
      SELECT product_id, units, revenue_cents,
             (day BETWEEN to_day - 29 AND to_day)::integer - (day BETWEEN was - 29 AND was)::integer AS sign
      FROM sales_by_part_day WHERE day BETWEEN least(was, to_day) - 29 AND greatest(was, to_day)) AS moved
    WHERE sign <> 0 GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET units = best_sellers_30d.units + excluded.units,
                                         revenue_cents = best_sellers_30d.revenue_cents + excluded.revenue_cents;
  DELETE FROM best_sellers_30d WHERE units = 0 AND revenue_cents = 0;
  UPDATE best_sellers_window SET as_of = to_day;
END
$$;--> statement-breakpoint
-- As in 0026, and the best sellers counted again for the window where it is.
CREATE OR REPLACE FUNCTION rebuild_sales_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines IN SHARE MODE;
  PERFORM pg_advisory_xact_lock(6906900);
  DELETE FROM orders_by_status;
  DELETE FROM sales_by_day;
  DELETE FROM sales_by_part_day;
  DELETE FROM best_sellers_30d;
  INSERT INTO orders_by_status (status, slot, orders) SELECT status, 0, count(*) FROM orders GROUP BY status;
  INSERT INTO sales_by_day (day, slot, revenue_cents, orders)
    SELECT sales_day(paid_at, created_at), 0, sum(total_cents), count(*) FROM orders WHERE sales_counts(status)
    GROUP BY 1;
  INSERT INTO sales_by_part_day (day, product_id, units, revenue_cents)
    SELECT sales_day(o.paid_at, o.created_at), l.product_id, sum(l.quantity), sum(l.line_total_cents)
    FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sales_counts(o.status)
    GROUP BY 1, 2;
  INSERT INTO best_sellers_30d (product_id, units, revenue_cents)
    SELECT p.product_id, sum(p.units), sum(p.revenue_cents) FROM sales_by_part_day p, best_sellers_window w
    WHERE p.day BETWEEN w.as_of - 29 AND w.as_of GROUP BY p.product_id;
END
$$;
