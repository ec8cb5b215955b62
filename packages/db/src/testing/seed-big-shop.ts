import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { users } from '../schema';

export interface BigShopSize {
  parts: number;
  orders: number;
  /** Other customers the orders are spread over, besides the one measured. */
  customers: number;
}

/** Orders of the customer whose My Orders is measured, whatever the shop's size: the list is theirs alone. */
export const MEASURED_CUSTOMER_ORDERS = 25;

/** Part names are "<first> <second> <n>": "bolt" is in one name in 20, "washer 1999" in a handful. */
const FIRST_WORDS =
  'Hex Flange Socket Carriage Shoulder Wing Eye Anchor Spring Lock Thrust Needle Roller Ball Sleeve Cotter Dowel Taper Grub Rivet';
const SECOND_WORDS =
  'bolt nut screw pin bearing bushing gear shaft coupling pulley sprocket clamp bracket hinge spacer collar key seal gasket washer';

/** The name of the n-th part (the n-th newest), the same formula whoever needs it: names never come from an array. */
const partName = (n: SQL) =>
  sql`(string_to_array(${FIRST_WORDS}, ' '))[1 + ${n} % 20] || ' ' || (string_to_array(${SECOND_WORDS}, ' '))[1 + (${n} / 20) % 20] || ' ' || ${n}`;

/**
 * A shop of any size for benchmarks and query-plan tests, made in SQL with generate_series (seconds for a million
 * orders): parts with varied names, prices and dates, customers, and orders spread over them in every status.
 * Never demo data. The database should be empty of products and orders.
 */
export async function seedBigShop(
  db: Database,
  { parts, orders, customers }: BigShopSize,
): Promise<{ measuredCustomerId: string }> {
  await db.execute(sql`
    insert into products (id, name, description, price_cents, quantity, minimum_order_quantity, created_at)
    select gen_random_uuid(),
           ${partName(sql`i`)},
           'A part made for benchmarks.', 100 + (i * 7919) % 100000, 1000000, 1,
           now() - make_interval(secs => i * 37)
    from generate_series(1, ${parts}) as i`);
  await db.execute(sql`
    insert into users (id, email, name)
    select gen_random_uuid(), 'bench.customer.' || i || '@example.test', 'Customer ' || i
    from generate_series(1, ${customers}) as i`);
  const [measured] = await db
    .insert(users)
    .values({ email: 'measured.customer@example.test', name: 'Measured Customer' })
    .returning({ id: users.id });
  if (!measured) throw new Error('the measured customer was not made');
  // Each order's buyer and part by its number (parts.ids[n] is the n-th newest, made from i = n above), so the
  // statement needs no join per row; a text array would be walked for every row. The references are right
  // by construction: replica mode skips their per-row checks (most of the time of a million rows; superuser only).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    with buyers as (select array_agg(id) as ids from users where id <> ${measured.id}),
         parts as (select array_agg(id order by created_at desc) as ids from products),
         numbered as (select gen_random_uuid() as id, i from generate_series(1, ${orders}) as i),
         placed as (
           insert into orders (id, user_id, quantity, subtotal_cents, total_cents, phone, address, status, created_at,
                               paid_at)
           select numbered.id,
                  case when i <= ${MEASURED_CUSTOMER_ORDERS} then ${measured.id}::uuid
                       else buyers.ids[1 + i % cardinality(buyers.ids)] end,
                  1 + i % 3, 500 * (1 + i % 3), 500 * (1 + i % 3), '+44 114 496 0000', '1 Mill Lane',
                  (array['unpaid','paid','shipped','cancelled','refunded'])[1 + i % 5],
                  now() - make_interval(secs => i * 13),
                  -- Paid, shipped and refunded orders were paid a minute after they were placed.
                  case when i % 5 in (1, 2, 4) then now() - make_interval(secs => i * 13 - 60) end
           from numbered, buyers)
    insert into order_lines (order_id, line_no, product_id, part_number, name, description, unit_price_cents,
                             quantity, line_total_cents)
    select numbered.id, 1, parts.ids[1 + i % cardinality(parts.ids)], 'B-' || (1 + i % cardinality(parts.ids)),
           ${partName(sql`(1 + i % cardinality(parts.ids))`)}, 'A part made for benchmarks.', 500, 1 + i % 3,
           500 * (1 + i % 3)
    from numbered, parts`);
  });
  // As autovacuum would in time: statistics for the planner, and the GIN index's pending list merged (until then
  // the planner prices a trigram search over it too high and reads the table instead).
  await db.execute(sql`vacuum analyze products, orders, order_lines, users`);
  return { measuredCustomerId: measured.id };
}
