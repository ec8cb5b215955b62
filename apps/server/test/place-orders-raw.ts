/**
 * The anchor of the place-orders bench (bench/place-orders.ts runs it after our server): the order transaction our
 * server runs (src/orders/place-order.ts: key claim, the conditional stock update that locks the customer and returns
 * the snapshot, one statement inserting the order and its line that returns the answer's columns and what the
 * customer holds unpaid, checked against the caps) sent straight from postgres.js, with the same pool size and
 * concurrency, no HTTP, no session check. Prints `{ ordersPerSec, p50Ms, p99Ms }` as JSON on the last line.
 */
import { parseArgs } from 'node:util';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '50' },
    /** Our server's pool (DATABASE_POOL_SIZE), so both send the same transactions over as many connections. */
    pool: { type: 'string', default: '10' },
    /** Unmeasured seconds first: JIT, and each connection preparing its statements. */
    warmup: { type: 'string', default: '0' },
    seconds: { type: 'string', default: '20' },
  },
});
const sql = postgres(values.url ?? '', { max: Number(values.pool), onnotice: () => {} });
const buyers = (await sql<{ id: string }[]>`select id from users`).map((row) => row.id);
const parts = (await sql<{ id: string }[]>`select id from products where deleted_at is null`).map(
  (row) => row.id,
);
/** bench/place-orders.ts raises both caps to this, so that its buyers' unpaid orders never meet them. */
const UNPAID_CAP = 1_000_000_000;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

async function placeOne(userId: string, productId: string) {
  await sql.begin(async (tx) => {
    const [claimed] = await tx`insert into idempotency_keys (key, user_id, scope, request_hash, response)
             values (${crypto.randomUUID()}, ${userId}, 'orders.place', 'raw', '{}') on conflict do nothing
             returning key`;
    if (!claimed) throw new Error('key already claimed');
    const [sold] = await tx`update products set quantity = quantity - 1
                            from (select name, email from users where id = ${userId} for no key update) as customer
                            where products.id = ${productId} and products.deleted_at is null and products.quantity >= 1
                              and products.minimum_order_quantity <= 1 and products.price_cents::bigint * 1 <= 2147483647
                              and 1 % products.pack_size = 0
                              and (products.maximum_per_order is null or products.maximum_per_order >= 1)
                            returning products.part_number, products.name, products.description, products.image_id,
                                      products.price_cents, products.price_breaks,
                                      customer.name as customer_name, customer.email as customer_email`;
    if (!sold) throw new Error('out of stock');
    const createdAt = new Date();
    const orderId = crypto.randomUUID();
    const [placed] = await tx`with inserted as (
               insert into orders (id, user_id, quantity, subtotal_cents, total_cents, phone, address, status,
                                   created_at, reserved_until)
               values (${orderId}, ${userId}, 1, ${sold.price_cents}, ${sold.price_cents}, '+1 555 0100', '1 Bench Street',
                       'unpaid', ${createdAt}, ${new Date(createdAt.getTime() + 30 * 60_000)})
               returning id, number, quantity, subtotal_cents, shipping_cents, tax_cents, taxes, total_cents, phone,
                         address, ship_to, shipping_method, delivery_days_min, delivery_days_max, po_number,
                         tax_exempt, status, transaction_id, refund_id, created_at, reserved_until, paid_at,
                         shipped_at, cancelled_at, refunded_at),
             line as (
               insert into order_lines (order_id, line_no, product_id, part_number, name, description, image_id,
                                        unit_price_cents, quantity, line_total_cents)
               values (${orderId}, 1, ${productId}, ${sold.part_number}, ${sold.name}, ${sold.description},
                       ${sold.image_id}, ${sold.price_cents}, 1, ${sold.price_cents})
               returning order_id, line_no, product_id, part_number, name, description, image_id, unit_price_cents,
                         quantity, line_total_cents)
             select inserted.*, held.held_orders, held.held_units from inserted cross join
               (select count(*)::int as held_orders, coalesce(sum(quantity), 0)::int as held_units
                  from orders where user_id = ${userId} and status = 'unpaid') as held`;
    // The caps the bench's server runs with (UNPAID_ORDERS_MAX and UNPAID_UNITS_MAX), checked as it checks them.
    if (!placed || placed.held_orders >= UNPAID_CAP || placed.held_units + 1 > UNPAID_CAP)
      throw new Error('over the unpaid caps');
  });
}

/** 50 loops (by default) placing orders one after another until `seconds` have passed; the latencies of each. */
async function placeFor(seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async (_, n) => {
      const userId = buyers[n % buyers.length] ?? '';
      while (Date.now() < until) {
        const start = performance.now();
        await placeOne(userId, pick(parts));
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

await placeFor(Number(values.warmup));
const started = performance.now();
const latencies = await placeFor(Number(values.seconds));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0);
await sql.end();
console.log(
  JSON.stringify({ ordersPerSec: Math.round(latencies.length / elapsed), p50Ms: at(0.5), p99Ms: at(0.99) }),
);
