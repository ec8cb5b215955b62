import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../test/factories';
import { placeOrder, signedInAccount } from '../../test/orders';
import { pollUntil } from '../../test/poll';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  // As in production: writes made elsewhere reach this instance through NOTIFY, not a check on every read.
  t = await createTestApp({}, { catalogueChecksEveryRead: false });
  const imageId = await insertImage(t.database.db);
  // Enough products for the list to be compressed (over 1 KB).
  for (let i = 0; i < 8; i += 1) await insertProduct(t.database.db, { imageId, priceCents: 1000 + i });
  // Over a socket: the bytes as sent (inject's OpenAPI check reads bodies as JSON and knows no 304).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** `GET /api/products` with these headers, its body exactly as it came (fetch would decode it). */
function list(headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${origin}/api/products`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
const listed = async () => JSON.parse((await list()).bytes.toString()) as { _id: string; quantity: number }[];
const stockShown = async (productId: string) =>
  (await listed()).find((product) => product._id === productId)?.quantity;

describe('the catalogue served from memory', () => {
  it('sends the list byte for byte as the route serializer sends each of its products', async () => {
    await pollUntil('the factory rows are in the catalogue', async () => (await listed()).length >= 8);
    const answer = await list();
    const ids = (JSON.parse(answer.bytes.toString()) as { _id: string }[]).map((product) => product._id);
    const each = await Promise.all(ids.map((id) => t.app.inject({ url: `/api/products/${id}` })));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.bytes.toString()).toBe(`[${each.map((one) => one.body).join(',')}]`);
  });

  it('sends the same bytes brotli or gzip encoded, as the client accepts', async () => {
    const plain = await list();
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await list({ 'accept-encoding': 'gzip, br;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    expect(gunzipSync(gzip.bytes)).toEqual(plain.bytes);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to the current version, weak or in a list, and 200 once the catalogue changed', async () => {
    const etag = String((await list()).headers.etag);
    expect(etag).toMatch(/^W\/"\d+"$/);
    const notModified = await list({ 'if-none-match': etag });
    expect([notModified.status, notModified.bytes.length]).toEqual([304, 0]);
    expect((await list({ 'if-none-match': `"0", ${etag.slice(2)}` })).status).toBe(304);
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    await pollUntil('the new product is listed', async () => (await stockShown(product.id)) === 10);
    await placeOrder(t, buyer, product.id, 3);
    const changed = await list({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a stock change answered on this instance on the very next read, over REST and tRPC', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    await pollUntil('the new product is listed', async () => (await stockShown(product.id)) === 10);
    await placeOrder(t, buyer, product.id, 4);
    expect(await stockShown(product.id)).toBe(6);
    const byId = await t.app.inject({
      url: `/trpc/catalog.byId?input=${encodeURIComponent(JSON.stringify({ id: product.id }))}`,
    });
    expect(byId.json().result.data.quantity).toBe(6);
  });

  it('shows a write made straight into the database within a second', async () => {
    const product = await insertProduct(t.database.db, { quantity: 7 });
    await pollUntil('the product is listed', async () => (await stockShown(product.id)) === 7, {
      intervalMs: 20,
      timeoutMs: 1_000,
    });
  });
});
