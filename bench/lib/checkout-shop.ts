import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CART_LINES = 10;

const psql = (databaseUrl: string, sql: string) =>
  run('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qtAF', '|', '-c', sql], {
    maxBuffer: 256 * 1024 * 1024,
  });

/**
 * The shop the checkout bench sells from, straight into the database: `parts` parts (not a multiple of 997) with
 * stock that never runs out, one zone (GB) with a flat $4.95 method, and 20% VAT on goods and shipping, as the demo shop charges.
 */
export async function seedCheckoutShop(databaseUrl: string, parts: number) {
  await psql(
    databaseUrl,
    `insert into products (id, name, description, price_cents, quantity, minimum_order_quantity, weight_grams)
       select gen_random_uuid(), 'Bench part ' || i, 'A part for the checkout benchmark', 1000 + i, 1000000000, 1, 120
       from generate_series(1, ${parts}) as i;
     with zone as (insert into shipping_zones (id, name, countries) values (gen_random_uuid(), 'United Kingdom', '{GB}')
                   returning id)
     insert into shipping_methods (id, zone_id, name, kind, price_cents, delivery_days_min, delivery_days_max)
       select gen_random_uuid(), zone.id, 'Standard', 'flat', 495, 2, 4 from zone;
     insert into tax_rates (id, country, name, rate_basis_points, applies_to_shipping)
       values (gen_random_uuid(), 'GB', 'VAT', 2000, true);`,
  );
  const { stdout } = await psql(databaseUrl, 'select id from shipping_methods');
  return { methodId: stdout.trim() };
}

export interface CheckoutBuyer {
  token: string;
  addressId: string;
  expectedTotalCents: number;
}

/**
 * `count` customers named `<label>-<n>`, each with a session (the token is answered; the database keeps its
 * SHA-256, as sign-in does), a GB address and a cart of CART_LINES different parts, one of each. Their totals are
 * worked out here as the checkout does: VAT per line and on the shipping, each share rounded half up.
 */
export async function seedBuyers(
  databaseUrl: string,
  label: string,
  count: number,
): Promise<CheckoutBuyer[]> {
  const { stdout } = await psql(
    databaseUrl,
    `with buyers as (
       insert into users (id, email, name)
         select gen_random_uuid(), '${label}-' || n || '@example.com', 'Bench buyer ' || n
         from generate_series(1, ${count}) as n
       returning id),
     tokens as (
       select id, translate(md5(random()::text || id::text), '0189', 'qrst') as token from buyers),
     signed_in as (
       insert into sessions (id, user_id, expires_at)
         select encode(sha256(convert_to(token, 'UTF8')), 'hex'), id, now() + interval '30 days' from tokens
       returning user_id),
     addressed as (
       insert into addresses (id, user_id, recipient, line1, city, postcode, country, phone, is_default)
         select gen_random_uuid(), id, 'Bench Workshop', '1 Bench Street', 'Sheffield', 'S1 2AB', 'GB', '+44 114 496 0000', true
         from buyers
       returning id, user_id),
     carted as (
       insert into carts (id, user_id) select gen_random_uuid(), id from buyers returning id, user_id),
     catalogue as (
       select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices, count(*)::int as n
       from products),
     -- CART_LINES different parts a cart: from a random start, every 997th part (997 is prime to the count).
     picked as (
       select carted.id as cart_id, carted.user_id, catalogue.ids[1 + (start.at + k * 997) % catalogue.n] as product_id,
              catalogue.prices[1 + (start.at + k * 997) % catalogue.n] as price_cents
       from carted
         cross join lateral (select floor(random() * 1000000000)::int + 0 * length(carted.id::text) as at) as start
         cross join generate_series(0, ${CART_LINES - 1}) as k
         cross join catalogue),
     lined as (
       insert into cart_lines (cart_id, product_id, quantity, added_price_cents)
         select cart_id, product_id, 1, price_cents from picked
       returning cart_id)
     select tokens.token, addressed.id,
            sum(picked.price_cents) + 495 + sum((picked.price_cents * 2000 * 2 + 10000) / 20000) + 99
     from tokens join addressed on addressed.user_id = tokens.id join picked on picked.user_id = tokens.id
     group by tokens.token, addressed.id`,
  );
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [token = '', addressId = '', total = ''] = line.split('|');
      return { token, addressId, expectedTotalCents: Number(total) };
    });
}
