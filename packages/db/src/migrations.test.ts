import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'partsmith-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The committed migrations up to and including `lastTag`, as a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = join(scratch, lastTag);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0011: orders get lines', () => {
  it("moves each order's part into its line 1, with the part's number, and keeps the order's total", async () => {
    const dataDir = join(scratch, 'database');
    const before = createDb({ dataDir, migrationsFolder: migrationsUpTo('0010_part_rules') });
    await before.migrate();
    await before.db.execute(sql`
      with customer as (
             insert into users (id, email, name)
             values (gen_random_uuid(), 'old.buyer@example.test', 'Old Buyer') returning id),
           part as (
             insert into products (id, part_number, name, description, price_cents, quantity,
                                   minimum_order_quantity)
             values (gen_random_uuid(), 'BRG-6204', 'Bearing 6204', 'Deep groove', 450, 10, 1) returning id)
      insert into orders (id, user_id, product_id, product_name, product_description, unit_price_cents, quantity,
                          total_cents, phone, address)
      select gen_random_uuid(), customer.id, part.id, 'Bearing 6204 (as sold)', 'Deep groove, sealed', 400, 3, 1200,
             '+44 20 7946 0018', '14 Foundry Row'
      from customer, part`);
    await before.close();

    const after = createDb({ dataDir });
    await after.migrate();
    const lines = await after.db.execute(sql`
      select l.line_no, l.part_number, l.name, l.description, l.unit_price_cents, l.quantity, l.line_total_cents,
             o.quantity as order_quantity, o.total_cents, o.subtotal_cents, o.shipping_cents, o.tax_cents
      from order_lines l join orders o on o.id = l.order_id`);
    await after.close();
    // An embedded database answers `execute` with `{ rows }`.
    expect((lines as { rows: unknown[] }).rows).toEqual([
      {
        line_no: 1,
        part_number: 'BRG-6204',
        name: 'Bearing 6204 (as sold)',
        description: 'Deep groove, sealed',
        unit_price_cents: 400,
        quantity: 3,
        line_total_cents: 1200,
        order_quantity: 3,
        total_cents: 1200,
        subtotal_cents: 1200,
        shipping_cents: 0,
        tax_cents: 0,
      },
    ]);
  });
});
