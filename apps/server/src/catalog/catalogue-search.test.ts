import { randomUUID } from 'node:crypto';
import { type CataloguePage, MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A word no other test's part has in its name, so searching for it gives this test's parts only. */
const uniqueWord = () => `w${randomUUID().slice(0, 8)}`;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

async function search(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `/api/parts?${new URLSearchParams(query)}` });
  return { status: response.statusCode, body: response.json<CataloguePage & { message?: string }>() };
}
const names = (page: CataloguePage) => page.items.map((part) => part.name);

describe('catalogue search', () => {
  it('finds parts by part of the name in any case, and leaves removed parts out', async () => {
    const word = uniqueWord();
    await insertProduct(t.database.db, { name: `Brass ${word} valve` });
    await insertProduct(t.database.db, { name: `Steel ${word.toUpperCase()} flange` });
    await insertProduct(t.database.db, { name: `Old ${word} gear`, deletedAt: new Date() });

    const { status, body } = await search({ q: ` ${word.toUpperCase()} ` });

    expect(status).toBe(200);
    expect(names(body).sort()).toEqual([`Brass ${word} valve`, `Steel ${word.toUpperCase()} flange`]);
    expect(body).toMatchObject({ nextCursor: null, previousCursor: null });
  });

  it('finds parts by their words in any order, each the start of a word or near its spelling', async () => {
    const word = uniqueWord();
    const nut = `Hex nut M10x1.5 ${word}`;
    await insertProduct(t.database.db, { name: nut, description: 'Grade 8, zinc plated.' });
    await insertProduct(t.database.db, { name: `Ball bearing ${word}` });
    await insertProduct(t.database.db, { name: `Hex bolt M12 ${word}` });

    expect(names((await search({ q: `zinc m10 ${word} nut` })).body)).toEqual([nut]);
    expect(names((await search({ q: `${word} bering` })).body)).toEqual([`Ball bearing ${word}`]);
    expect(names((await search({ q: `${word} hex`, sort: 'name' })).body)).toEqual([
      `Hex bolt M12 ${word}`,
      nut,
    ]);
  });

  it('takes % and _ as themselves, never as wildcards', async () => {
    await insertProduct(t.database.db, { name: `${uniqueWord()} 100% steel` });

    // As LIKE wildcards, each would find every part.
    expect(names((await search({ q: '%%' })).body)).toEqual([]);
    expect(names((await search({ q: '__' })).body)).toEqual([]);
  });

  it('sorts by newest, price both ways and name, equal keys in a stable order', async () => {
    const word = uniqueWord();
    const cheapOld = await insertProduct(t.database.db, {
      name: `C ${word}`,
      priceCents: 100,
      createdAt: at(1),
    });
    const dear = await insertProduct(t.database.db, { name: `A ${word}`, priceCents: 900, createdAt: at(3) });
    const cheapNew = await insertProduct(t.database.db, {
      name: `B ${word}`,
      priceCents: 100,
      createdAt: at(2),
    });
    // uuidv7 ids grow with insertion, so the id tie-break puts cheapOld before cheapNew ascending.
    const order = async (sort: string) => (await search({ q: word, sort })).body.items.map((p) => p.id);

    expect(await order('newest')).toEqual([dear.id, cheapNew.id, cheapOld.id]);
    expect(await order('price-asc')).toEqual([cheapOld.id, cheapNew.id, dear.id]);
    expect(await order('price-desc')).toEqual([dear.id, cheapNew.id, cheapOld.id]);
    expect(await order('name')).toEqual([dear.id, cheapNew.id, cheapOld.id]);
  });

  it('pages forward and back in every sort, 12 a page, without repeating or skipping a part', async () => {
    const word = uniqueWord();
    for (let n = 0; n < 27; n += 1) {
      // Few distinct keys, so most pages turn inside a run of equal prices, names and times.
      await insertProduct(t.database.db, {
        name: `${word} part ${n % 4}`,
        priceCents: 100 + (n % 3),
        createdAt: at(n % 5),
      });
    }
    for (const sort of ['newest', 'price-asc', 'price-desc', 'name']) {
      const first = (await search({ q: word, sort })).body;
      const second = (await search({ q: word, sort, after: first.nextCursor ?? '' })).body;
      const third = (await search({ q: word, sort, after: second.nextCursor ?? '' })).body;
      expect(
        [first, second, third].map((page) => page.items.length),
        sort,
      ).toEqual([12, 12, 3]);
      expect(first.previousCursor, sort).toBeNull();
      expect(third.nextCursor, sort).toBeNull();
      const ids = [first, second, third].flatMap((page) => page.items.map((p) => p.id));
      expect(new Set(ids).size, sort).toBe(27);

      const backToSecond = (await search({ q: word, sort, before: third.previousCursor ?? '' })).body;
      const backToFirst = (await search({ q: word, sort, before: backToSecond.previousCursor ?? '' })).body;
      expect(backToSecond, sort).toEqual(second);
      expect(backToFirst.items, sort).toEqual(first.items);
      expect(backToFirst.previousCursor, sort).toBeNull();
    }
  });

  it('answers the same page over tRPC', async () => {
    const word = uniqueWord();
    await insertProduct(t.database.db, { name: `${word} bearing` });
    const input = encodeURIComponent(JSON.stringify({ q: word, sort: 'name' }));

    const response = await t.app.inject({ method: 'GET', url: `/trpc/catalog.search?input=${input}` });

    expect(response.statusCode).toBe(200);
    expect(names(response.json().result.data)).toEqual([`${word} bearing`]);
  });

  it('refuses a cursor it did not make for this sort with a 400 and a human message', async () => {
    const word = uniqueWord();
    for (let n = 0; n < 13; n += 1) await insertProduct(t.database.db, { name: `${word} ${n}` });
    const { nextCursor } = (await search({ q: word, sort: 'name' })).body;
    const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = '01a20000-0000-7000-8000-000000000000';

    const refused: Record<string, string>[] = [
      { sort: 'name', after: 'not a cursor' },
      { sort: 'name', before: forge(['name', 'x', "1' or '1'='1"]) },
      { sort: 'name', after: forge(['name', 'nul \u0000 in a name', id]) },
      { sort: 'newest', after: forge(['newest', '2030-02-31 00:00:00+00', id]) },
      { sort: 'price-asc', after: forge(['price-asc', '99999999999', id]) },
      { sort: 'price-asc', after: nextCursor ?? '' },
      { sort: 'name', after: nextCursor ?? '', before: nextCursor ?? '' },
    ];
    for (const query of refused) {
      const { status, body } = await search({ q: word, ...query });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body).toEqual({ message: MESSAGES.catalogueCursorInvalid });
    }
    const input = encodeURIComponent(JSON.stringify({ sort: 'name', after: 'nope' }));
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/catalog.search?input=${input}` });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(MESSAGES.catalogueCursorInvalid);
  });
});
