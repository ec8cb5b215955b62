/**
 * The anchor of the checkout bench (bench/checkout.ts runs it after our server): the checkout transaction our server
 * runs (src/checkout/place-checkout.ts: key claim; the customer, their address and cart; the shipping zone, methods,
 * tax rates and unpaid count; the cart's parts locked in id order; the figures worked out by the contracts' rules
 * and checked against the total the buyer saw; one statement taking the stock, inserting the order and its lines
 * and emptying the cart)
 * sent straight from postgres.js, with the same pool size and concurrency, no HTTP, no session check. Each cart is
 * checked out once. Prints `{ checkoutsPerSec, p50Ms, p99Ms }` as JSON on the last line.
 */
import { parseArgs } from 'node:util';
import {
  orderTotals,
  quantityProblem,
  quantityRulesOf,
  shippingChargeCents,
  shippingChargeOf,
  unitPriceCents,
} from '@partsmith/contracts';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '10' },
    /** The label of the customers whose carts this run checks out (bench/lib/checkout-shop.ts). */
    buyers: { type: 'string', default: 'raw' },
    warmup: { type: 'string', default: '0' },
    seconds: { type: 'string', default: '10' },
  },
});
const sql = postgres(values.url ?? '', { max: Number(values.pool), onnotice: () => {} });
interface Buyer {
  userId: string;
  addressId: string;
  expectedTotalCents: number;
}
const buyers = await sql<Buyer[]>`
  select users.id as "userId", addresses.id as "addressId",
         (sum(products.price_cents) + 495 + sum((products.price_cents * 2000 * 2 + 10000) / 20000) + 99)::int
           as "expectedTotalCents"
  from users join addresses on addresses.user_id = users.id join carts on carts.user_id = users.id
       join cart_lines on cart_lines.cart_id = carts.id join products on products.id = cart_lines.product_id
  where users.email like ${`${values.buyers}-%`}
  group by users.id, addresses.id`;
const [method] = await sql<{ id: string }[]>`select id from shipping_methods`;
const UNPAID_CAP = 1_000_000_000;

async function checkOut({ userId, addressId, expectedTotalCents }: Buyer) {
  await sql.begin(async (tx) => {
    const [claimed] = await tx`insert into idempotency_keys (key, user_id, scope, request_hash, response)
             values (${crypto.randomUUID()}, ${userId}, 'checkout', 'raw', '{}') on conflict do nothing returning key`;
    if (!claimed) throw new Error('key already claimed');
    const [customer] =
      await tx`select name, email, tax_exempt from users where id = ${userId} for no key update`;
    const [address] =
      await tx`select id, recipient, line1, line2, city, region, postcode, country, phone, is_default
                               from addresses where id = ${addressId} and user_id = ${userId}`;
    const [cart] = await tx`select id from carts where user_id = ${userId} for update`;
    if (!customer || !address || !cart) throw new Error('buyer not seeded');
    const [zone] = await tx`select id, name from shipping_zones where countries @> array[${address.country}]`;
    const methods = await tx`select * from shipping_methods where zone_id = ${zone?.id ?? null} and active`;
    const rates = await tx`select name, rate_basis_points, applies_to_shipping from tax_rates
                           where country = ${address.country}`;
    const [held] =
      await tx`select count(*)::int as orders, coalesce(sum(quantity), 0)::int as units from orders
                            where user_id = ${userId} and status = 'unpaid'`;
    const rows =
      await tx`select cart_lines.product_id, cart_lines.quantity, cart_lines.added_at, products.part_number,
                                 products.name, products.description, products.image_id, products.price_cents,
                                 products.price_breaks, products.weight_grams, products.quantity as stock,
                                 products.minimum_order_quantity, products.pack_size, products.maximum_per_order,
                                 products.deleted_at
                          from cart_lines join products on products.id = cart_lines.product_id
                          where cart_lines.cart_id = ${cart.id} order by products.id for update of products`;
    const lines = rows.map((row) => ({
      productId: row.product_id as string,
      quantity: row.quantity as number,
      unitPriceCents: unitPriceCents(row.price_cents, row.price_breaks, row.quantity),
      unitWeightGrams: row.weight_grams as number,
      row,
    }));
    for (const { row } of lines) {
      const rules = quantityRulesOf({
        quantity: row.stock,
        minimumOrderQuantity: row.minimum_order_quantity,
        packSize: row.pack_size,
        maximumPerOrder: row.maximum_per_order,
      });
      if (row.deleted_at || quantityProblem(row.quantity, rules)) throw new Error('a line cannot be ordered');
    }
    const chosen = methods.find((candidate) => candidate.id === method?.id);
    if (!chosen) throw new Error('no method');
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const weightGrams = lines.reduce((sum, line) => sum + line.unitWeightGrams * line.quantity, 0);
    const charge = shippingChargeOf({
      kind: chosen.kind,
      priceCents: chosen.price_cents,
      weightBands: chosen.weight_bands,
      freeAboveCents: chosen.free_above_cents,
    });
    const priceCents = shippingChargeCents(charge, { subtotalCents, weightGrams }) ?? 0;
    const totals = orderTotals({
      lines,
      shipping: { kind: 'flat', priceCents },
      taxRates: rates.map((rate) => ({
        name: rate.name,
        rateBasisPoints: rate.rate_basis_points,
        appliesToShipping: rate.applies_to_shipping,
      })),
      taxExempt: customer.tax_exempt,
    });
    if (!totals || totals.totalCents !== expectedTotalCents) throw new Error('the total changed');
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (!held || held.orders >= UNPAID_CAP || held.units + units > UNPAID_CAP) throw new Error('caps');
    // Our server sends VALUES lists; postgres.js's helpers cannot build them inside a CTE, so arrays and unnest.
    const wantedIds = lines.map((line) => line.productId);
    const wantedQuantities = lines.map((line) => line.quantity);
    const orderId = crypto.randomUUID();
    const createdAt = new Date();
    const column = <T>(of: (line: (typeof lines)[number], index: number) => T) => lines.map(of);
    const [order] = await tx`with reserved as (
               update products set quantity = products.quantity - wanted.quantity
               from unnest(${wantedIds}::uuid[], ${wantedQuantities}::int[]) as wanted(product_id, quantity)
               where products.id = wanted.product_id and products.quantity >= wanted.quantity
               returning products.id),
             inserted as (
               insert into orders (id, user_id, quantity, subtotal_cents, shipping_cents, tax_cents, taxes,
                                   total_cents, phone, address, ship_to, shipping_method, delivery_days_min,
                                   delivery_days_max, po_number, tax_exempt, status, created_at, reserved_until)
               values (${orderId}, ${userId}, ${units}, ${totals.subtotalCents}, ${totals.shippingCents},
                       ${totals.taxCents}, ${sql.json(totals.taxes)}, ${totals.totalCents}, ${address.phone},
                       ${`${address.recipient}\n${address.line1}`}, ${sql.json({ recipient: address.recipient })},
                       ${chosen.name}, ${chosen.delivery_days_min}, ${chosen.delivery_days_max}, null, false,
                       'unpaid', ${createdAt}, ${new Date(createdAt.getTime() + 30 * 60_000)})
               returning id, number, quantity, subtotal_cents, shipping_cents, tax_cents, taxes, total_cents, phone,
                         address, ship_to, shipping_method, delivery_days_min, delivery_days_max, po_number,
                         tax_exempt, status, transaction_id, refund_id, created_at, reserved_until, paid_at,
                         shipped_at, cancelled_at, refunded_at),
             sold as (
               insert into order_lines (order_id, line_no, product_id, part_number, name, description, image_id,
                                        unit_price_cents, quantity, line_total_cents)
               select ${orderId}::uuid, * from unnest(
                 ${column((_, index) => index + 1)}::int[], ${column((line) => line.productId)}::uuid[],
                 ${column((line) => line.row.part_number)}::text[], ${column((line) => line.row.name)}::text[],
                 ${column((line) => line.row.description)}::text[], ${column((line) => line.row.image_id)}::text[],
                 ${column((line) => line.unitPriceCents)}::int[], ${column((line) => line.quantity)}::int[],
                 ${column((line) => line.unitPriceCents * line.quantity)}::int[])
               returning line_no),
             emptied as (delete from cart_lines where cart_id = ${cart.id} returning product_id)
           select inserted.*, (select count(*) from reserved)::int as reserved_lines,
                  (select count(*) from sold)::int as sold_lines, (select count(*) from emptied)::int as emptied_lines
           from inserted`;
    if (!order || order.reserved_lines !== lines.length) throw new Error('not reserved');
  });
}

/** 50 loops (by default) checking out one cart after another until `seconds` have passed; each one's latency. */
async function checkOutFor(seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (Date.now() < until) {
        const buyer = buyers.pop();
        if (!buyer) throw new Error('the anchor ran out of carts');
        const start = performance.now();
        await checkOut(buyer);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

await checkOutFor(Number(values.warmup));
const started = performance.now();
const latencies = await checkOutFor(Number(values.seconds));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0);
await sql.end();
console.log(
  JSON.stringify({
    checkoutsPerSec: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  }),
);
