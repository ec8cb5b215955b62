import { randomUUID } from 'node:crypto';
import type { PartSuggestions } from '@partsmith/contracts';
import { categories, categoryAttributes, productSpecifications } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A word no other test's part has, so a search for it finds this test's parts only. */
const uniqueWord = () => `w${randomUUID().slice(0, 8)}`;

async function suggest(q: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/parts/suggestions?${new URLSearchParams({ q })}`,
  });
  return { status: response.statusCode, body: response.json<PartSuggestions & { message?: string }>() };
}
const names = (answer: PartSuggestions) => answer.items.map((part) => part.name);

describe('part suggestions', () => {
  it('puts the part whose exact part number was typed first, in any letter case, and says so', async () => {
    const word = uniqueWord();
    const wanted = await insertProduct(t.database.db, { name: `Drill ${word}`, partNumber: `DR-${word}` });
    // Another part holds the part number in its description: found too, but after.
    await insertProduct(t.database.db, { name: `Sleeve ${word}`, description: `Fits DR-${word} drills.` });

    const { status, body } = await suggest(`  dr-${word.toUpperCase()} `);

    expect(status).toBe(200);
    expect(body.exactPartNumber).toBe(true);
    expect(names(body)).toEqual([`Drill ${word}`, `Sleeve ${word}`]);
    expect(body.items[0]).toMatchObject({ id: wanted.id, partNumber: `DR-${word}` });
  });

  it('finds by words in any order, by a misspelt name and by the description, the part holding every word first', async () => {
    const word = uniqueWord();
    await insertProduct(t.database.db, {
      name: `Hex nut M10 ${word}`,
      description: 'Grade 8, zinc plated, to DIN 934.',
    });
    await insertProduct(t.database.db, { name: `Hex nut M12 ${word}`, description: 'Plain steel.' });
    await insertProduct(t.database.db, { name: `Angular contact bearing ${word}` });

    const inAnyOrder = await suggest(`zinc ${word} m10 nut`);
    expect(inAnyOrder.body.exactPartNumber).toBe(false);
    expect(names(inAnyOrder.body)).toEqual([`Hex nut M10 ${word}`]);

    expect(names((await suggest(`${word} angullar bering`)).body)).toEqual([
      `Angular contact bearing ${word}`,
    ]);
    expect(names((await suggest(`din 934 ${word}`)).body)).toEqual([`Hex nut M10 ${word}`]);
    // Both nuts hold both words; the one naming them closest together and most often comes first.
    expect(names((await suggest(`${word} nut m1`)).body)).toHaveLength(2);
  });

  it("finds a part by its specification's values, as they are written, changed and removed", async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const [category] = await db
      .insert(categories)
      .values({ slug: `c-${word}`, name: `C ${word}` })
      .returning();
    const [finish, length] = await db
      .insert(categoryAttributes)
      .values([
        { categoryId: category?.id ?? '', key: 'finish', name: 'Finish', kind: 'choice' },
        { categoryId: category?.id ?? '', key: 'length', name: 'Length', kind: 'number', unit: 'mm' },
      ])
      .returning();
    const part = await insertProduct(db, { name: `Stud ${word}`, categoryId: category?.id });
    await db.insert(productSpecifications).values([
      { productId: part.id, attributeId: finish?.id ?? '', choiceValue: 'Dacromet coated' },
      { productId: part.id, attributeId: length?.id ?? '', numberValue: 37.5 },
    ]);

    expect(names((await suggest(`dacromet ${word}`)).body)).toEqual([`Stud ${word}`]);
    expect(names((await suggest(`${word} 37 5`)).body)).toEqual([`Stud ${word}`]);

    await db
      .update(productSpecifications)
      .set({ choiceValue: 'Black oxide' })
      .where(eq(productSpecifications.attributeId, finish?.id ?? ''));
    expect(names((await suggest(`dacromet ${word}`)).body)).toEqual([]);
    expect(names((await suggest(`${word} oxide`)).body)).toEqual([`Stud ${word}`]);

    await db.delete(productSpecifications).where(eq(productSpecifications.productId, part.id));
    expect(names((await suggest(`${word} oxide`)).body)).toEqual([]);
  });

  it('leaves removed parts out, answers a blank or punctuation-only search with nothing, and refuses a long one', async () => {
    const word = uniqueWord();
    await insertProduct(t.database.db, { name: `Collet ${word}`, deletedAt: new Date() });

    expect(names((await suggest(`collet ${word}`)).body)).toEqual([]);
    expect(await suggest('   ')).toMatchObject({ status: 200, body: { items: [], exactPartNumber: false } });
    expect(names((await suggest('%%')).body)).toEqual([]);
    const long = await suggest('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/Search/);
  });

  it('suggests at most 8 parts', async () => {
    const word = uniqueWord();
    for (let index = 0; index < 10; index += 1)
      await insertProduct(t.database.db, { name: `Shim ${word} ${index}` });

    expect((await suggest(`shim ${word}`)).body.items).toHaveLength(8);
  });
});
