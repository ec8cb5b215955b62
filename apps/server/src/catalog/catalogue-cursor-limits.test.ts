import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_CURSOR_MAX_LENGTH,
  CATALOGUE_SORTS,
  type CataloguePage,
  type CatalogueSort,
  PRODUCT_NAME_MAX_LENGTH,
  ZCatalogueSearchInput,
} from '@partsmith/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeCursor, encodeCursor } from './catalogue-cursor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The largest price Add Product accepts (10,000,000.00) and the largest the integer column holds. */
const ADMIN_MAX_CENTS = 1_000_000_000;
const COLUMN_MAX_CENTS = 2_147_483_647;
/** The widest characters a name may hold: 2 and 3 UTF-8 bytes, a surrogate pair, one escaped in JSON. */
const FILLS = ['é', '鋼', '🔩', '"'];
/** PostgreSQL keeps timestamps from 4713 BC; these two are well inside and far from today. */
const DATES = [new Date('0001-01-01T00:00:00.000Z'), new Date('9999-12-31T23:59:59.999Z'), new Date()];

/** A name of exactly PRODUCT_NAME_MAX_LENGTH code units, after `prefix`. */
function longestName(prefix: string, fill: string): string {
  const room = PRODUCT_NAME_MAX_LENGTH - prefix.length;
  return prefix + fill.repeat(Math.floor(room / fill.length)).padEnd(room, 'x');
}

type Query = { q: string; sort: CatalogueSort; after?: string; before?: string };

const overRest = async (query: Query) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/parts?${new URLSearchParams(query)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CataloguePage>();
};
const overTrpc = async (query: Query) => {
  const input = encodeURIComponent(JSON.stringify(query));
  const response = await t.app.inject({ method: 'GET', url: `/trpc/catalog.search?input=${input}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as CataloguePage;
};

/** Every page forward from the first, then every page back from the last: the ids seen each way. */
async function pageThrough(read: (query: Query) => Promise<CataloguePage>, q: string, sort: CatalogueSort) {
  const forward: string[] = [];
  let page = await read({ q, sort });
  forward.push(...page.items.map((part) => part.id));
  while (page.nextCursor) {
    page = await read({ q, sort, after: page.nextCursor });
    forward.push(...page.items.map((part) => part.id));
  }
  const backward: string[] = [...page.items.map((part) => part.id)];
  while (page.previousCursor) {
    page = await read({ q, sort, before: page.previousCursor });
    backward.unshift(...page.items.map((part) => part.id));
  }
  return { forward, backward };
}

describe('catalogue cursors at the limits of every field', () => {
  it('page through parts with the longest multi-byte names, the largest prices and extreme dates', async () => {
    const word = `w${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let n = 0; n < 26; n += 1) {
      const part = await insertProduct(t.database.db, {
        name: longestName(`${word} ${String.fromCharCode(97 + n)} `, FILLS[n % FILLS.length] ?? 'é'),
        priceCents: [ADMIN_MAX_CENTS, COLUMN_MAX_CENTS, 0][n % 3],
        createdAt: DATES[n % DATES.length],
      });
      ids.push(part.id);
    }
    for (const read of [overRest, overTrpc])
      for (const sort of CATALOGUE_SORTS) {
        const { forward, backward } = await pageThrough(read, word, sort);
        expect(forward.slice().sort(), sort).toEqual(ids.slice().sort());
        expect(backward, sort).toEqual(forward);
      }
  });

  it('accepts every cursor it makes for any name, price or time a row can hold, and reads it back', () => {
    const id = '01a20000-0000-7000-8000-000000000000';
    const name = fc
      .string({ unit: 'binary', maxLength: PRODUCT_NAME_MAX_LENGTH })
      .filter((text) => text.length <= PRODUCT_NAME_MAX_LENGTH && !/[\p{Cc}\p{Cs}]/u.test(text));
    const keys: Record<CatalogueSort, fc.Arbitrary<string>> = {
      name,
      'price-asc': fc.integer({ min: 0, max: COLUMN_MAX_CENTS }).map(String),
      'price-desc': fc.integer({ min: 0, max: COLUMN_MAX_CENTS }).map(String),
      newest: fc.bigInt({ min: -210_835_180_800_000_000n, max: 9_223_372_036_854_775_807n }).map(String),
    };
    for (const sort of CATALOGUE_SORTS)
      fc.assert(
        fc.property(keys[sort], (key) => {
          const cursor = encodeCursor(sort, { key, id });
          expect(cursor.length).toBeLessThanOrEqual(CATALOGUE_CURSOR_MAX_LENGTH);
          expect(ZCatalogueSearchInput.safeParse({ sort, after: cursor }).success).toBe(true);
          expect(decodeCursor(sort, cursor)).toEqual({ key, id });
        }),
      );
    const widest = encodeCursor('name', { key: '鋼'.repeat(PRODUCT_NAME_MAX_LENGTH), id });
    expect(widest.length).toBe(CATALOGUE_CURSOR_MAX_LENGTH);
  });
});
