import { cartLines, orderLines, orders, products, type Queryable, reusableQuery } from '@partsmith/db';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { orderOwnColumns } from '../orders/order-row';

type OrderRow = typeof orders.$inferInsert;
type LineRow = typeof orderLines.$inferInsert;

/** The order's columns a checkout writes, each a placeholder of the statement below. */
const ORDER_FIELDS = [
  'id',
  'userId',
  'quantity',
  'subtotalCents',
  'shippingCents',
  'taxCents',
  'taxes',
  'totalCents',
  'phone',
  'address',
  'shipTo',
  'shippingMethod',
  'deliveryDaysMin',
  'deliveryDaysMax',
  'poNumber',
  'taxExempt',
  'status',
  'createdAt',
  'reservedUntil',
] as const satisfies (keyof OrderRow)[];
export type CheckoutOrderRow = Pick<OrderRow, (typeof ORDER_FIELDS)[number]>;

/**
 * The lines travel as one JSON array, so the statement's text is the same for any number of lines: built once and
 * prepared on each connection (decision 0035). A VALUES list per line made every checkout a statement PostgreSQL
 * parsed and planned anew, and drizzle built anew: a third of the server's time under the checkout bench.
 */
const LINE_RECORD = sql.raw(
  'line(line_no int, product_id uuid, part_number text, name text, description text, image_id text, unit_price_cents int, quantity int, line_total_cents int)',
);
const linesOf = sql`jsonb_to_recordset(${sql.placeholder('lines')}::text::jsonb) as ${LINE_RECORD}`;

const placeholders = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;

/**
 * The units each part gives, from two comma-separated lists. `unnest` of an array the planner cannot see is
 * estimated at 10 rows, so even the generic plan a prepared statement settles on after five runs finds each part
 * by its primary key; `jsonb_to_recordset` is estimated at 100, for which that plan hashed a sequential scan of all
 * products, slower with every dead row the stock updates leave (47 ms a checkout, 73 ms a minute later).
 */
const wanted = sql`unnest(string_to_array(${sql.placeholder('productIds')}, ',')::uuid[], string_to_array(${sql.placeholder('quantities')}, ',')::int[]) as wanted(product_id, quantity)`;

const writeOrderStatement = reusableQuery((db) => {
  const reserved = db.$with('reserved').as(
    db
      .update(products)
      .set({ quantity: sql`${products.quantity} - wanted.quantity` })
      .from(wanted)
      .where(and(sql`${products.id} = wanted.product_id`, sql`${products.quantity} >= wanted.quantity`))
      .returning({ id: products.id }),
  );
  const inserted = db
    .$with('inserted')
    .as(db.insert(orders).values(placeholders(ORDER_FIELDS)).returning(orderOwnColumns));
  // The table's columns in their order, as drizzle lists them; the foreign keys to the order are checked at the
  // statement's end, when the order is there.
  const sold = db.$with('sold').as(
    db
      .insert(orderLines)
      .select(sql`select ${sql.placeholder('id')}::uuid, line.* from ${linesOf}`)
      .returning({ lineNo: orderLines.lineNo }),
  );
  const emptied = db.$with('emptied').as(
    db
      .delete(cartLines)
      .where(eq(cartLines.cartId, sql.placeholder('cartId')))
      .returning({ productId: cartLines.productId }),
  );
  type Column = keyof typeof orderOwnColumns;
  const keys = Object.keys(orderOwnColumns) as Column[];
  const columns = Object.fromEntries(keys.map((key) => [key, inserted[key]])) as {
    [K in Column]: (typeof inserted)[K];
  };
  return db
    .with(reserved, inserted, sold, emptied)
    .select({
      ...columns,
      reservedLines: sql<number>`(select count(*) from ${reserved})::int`,
      // Named so the statement runs them: a data-modifying CTE runs anyway, but says so here.
      soldLines: sql<number>`(select count(*) from ${sold})::int`,
      emptiedLines: sql<number>`(select count(*) from ${emptied})::int`,
    })
    .from(inserted)
    .prepare('checkout_write_order');
});

/**
 * One statement for every write: every line's units off the stock, the order, its lines, the cart emptied. It
 * answers the order's columns and how many parts the stock update took (all of them, or the caller rolls back).
 */
export function writeOrder(
  tx: Queryable,
  { cartId, order, rows }: { cartId: string; order: CheckoutOrderRow; rows: LineRow[] },
) {
  const lines = rows.map((row) => ({
    line_no: row.lineNo,
    product_id: row.productId,
    part_number: row.partNumber,
    name: row.name,
    description: row.description,
    image_id: row.imageId ?? null,
    unit_price_cents: row.unitPriceCents,
    quantity: row.quantity,
    line_total_cents: row.lineTotalCents,
  }));
  return writeOrderStatement(tx, {
    ...order,
    cartId,
    lines: JSON.stringify(lines),
    productIds: rows.map((row) => row.productId).join(','),
    quantities: rows.map((row) => row.quantity).join(','),
  });
}
