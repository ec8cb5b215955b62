import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.database.db);
  await insertProduct(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const inputOf = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A batch of both lists is not answered from prebuilt bytes: it is tRPC's own answer, to compare with. */
async function tRPCsOwnAnswers() {
  const response = await get(`/trpc/catalog.list,catalog.latest?batch=1&input=${inputOf({})}`);
  expect(response.statusCode).toBe(200);
  const [list, latest] = response.json<unknown[]>();
  return { list, latest };
}

describe('the catalogue over tRPC, from prebuilt bytes', () => {
  it('answers catalog.list and catalog.latest exactly as tRPC does, alone or as a batch of one', async () => {
    const own = await tRPCsOwnAnswers();

    const list = await get('/trpc/catalog.list');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.json()).toEqual(own.list);
    expect((await get('/trpc/catalog.latest')).json()).toEqual(own.latest);
    // httpBatchLink's form, as the web app sends it.
    const batchOfOne = await get(`/trpc/catalog.latest?batch=1&input=${inputOf({ 0: {} })}`);
    expect(batchOfOne.json()).toEqual([own.latest]);
  });

  it('is what the typed client reads, and shows a new product at once', async () => {
    const client = trpcAs(t.app);
    const before = await client.catalog.list.query();
    const added = await insertProduct(t.database.db, { createdAt: new Date(Date.now() + 86_400_000) });

    const after = await client.catalog.list.query();
    expect(after.map((product) => product.id)).toEqual([added.id, ...before.map((product) => product.id)]);
    expect((await client.catalog.latest.query())[0]?.id).toBe(added.id);
  });

  it('tags the answer with the catalogue version, answers 304 while it holds, and a new tag after a change', async () => {
    const first = await get('/trpc/catalog.list');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const again = await get('/trpc/catalog.list', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
    }

    await insertProduct(t.database.db);
    const changed = await get('/trpc/catalog.list', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends brotli to a client that accepts it, the same JSON inside', async () => {
    const plain = await get('/trpc/catalog.list');
    const compressed = await get('/trpc/catalog.list', { 'accept-encoding': 'gzip, br' });

    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('ignores input as tRPC does for a procedure that takes none', async () => {
    const theirs = (await get(`/trpc/catalog.list,catalog.latest?batch=1&input=${inputOf({})}`)).json()[0];
    for (const [query, batch] of [
      ['input=%7Bnot-json', false],
      [`batch=1&input=${inputOf([1])}`, true],
      ['batch=1&input=%7Bnot-json', true],
    ] as const) {
      const ours = await get(`/trpc/catalog.list?${query}`);
      expect(ours.statusCode, query).toBe(200);
      expect(batch ? ours.json()[0] : ours.json(), query).toEqual(theirs);
    }
  });
});
