import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusableQuery } from './reusable-query';
import { products } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';
import { uuidv7 } from './uuid';

const addPart = reusableQuery((db) =>
  db
    .insert(products)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      description: 'A part for the reusable query test',
      priceCents: sql.placeholder('priceCents'),
      quantity: 10,
      minimumOrderQuantity: 1,
    })
    .returning({ id: products.id, name: products.name, priceCents: products.priceCents })
    .prepare('test_add_part'),
);

class RolledBack extends Error {}

describe('reusableQuery', () => {
  let database: TestDatabase;
  const nameOf = async (id: string) =>
    (await database.db.select({ name: products.name }).from(products).where(eq(products.id, id)))[0]?.name;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('runs on the pool with new values each time, answering with the columns it returns', async () => {
    const first = { id: uuidv7(), name: 'Reusable first', priceCents: 150 };
    const second = { id: uuidv7(), name: 'Reusable second', priceCents: 275 };
    expect(await addPart(database.db, first)).toEqual([first]);
    expect(await addPart(database.db, second)).toEqual([second]);
    expect(await nameOf(second.id)).toBe('Reusable second');
  });

  it('runs inside the transaction it is given: its write commits and rolls back with that transaction', async () => {
    const kept = { id: uuidv7(), name: 'Committed with its transaction', priceCents: 100 };
    const undone = { id: uuidv7(), name: 'Rolled back with its transaction', priceCents: 100 };
    await database.db.transaction(async (tx) => {
      await addPart(tx, kept);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await addPart(tx, undone);
        // Seen inside the transaction, before the rollback.
        expect((await tx.select().from(products).where(eq(products.id, undone.id))).length).toBe(1);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await nameOf(kept.id)).toBe(kept.name);
    expect(await nameOf(undone.id)).toBeUndefined();
  });
});
