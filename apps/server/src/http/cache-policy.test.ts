import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/factories';
import { bearerHeaders, cookieHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let customer: Awaited<ReturnType<typeof insertAccount>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  customer = await insertAccount(t.database.db);
  token = await startSession(t.database.db, customer.id);
  await insertProduct(t.database.db);
  await insertReview(t.database.db);
});
afterAll(() => t.close());

describe('answers that carry personal or session data', () => {
  const json = { 'content-type': 'application/json' };
  it.each<[string, () => InjectOptions]>([
    ['a tRPC query', () => ({ url: '/trpc/users.profile', headers: cookieHeaders(token) })],
    [
      'a tRPC batch',
      () => ({ url: '/trpc/catalog.list,users.profile?batch=1', headers: cookieHeaders(token) }),
    ],
    [
      'a tRPC sign-in',
      () => ({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: json,
        payload: { email: customer.email, password: customer.password },
      }),
    ],
    ["the REST caller's orders", () => ({ url: '/api/order', headers: bearerHeaders(token) })],
    ['a REST profile', () => ({ url: `/api/users/${customer.email}`, headers: bearerHeaders(token) })],
    [
      'a REST sign-in',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: { email: customer.email, password: customer.password },
      }),
    ],
    ['one product (the spec has it behind a bearer)', () => ({ url: '/api/products/nope' })],
    ['a refusal', () => ({ url: '/api/order' })],
  ])('say no-store: %s', async (_case, request) => {
    const response = await t.app.inject(request());
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('the public lists', () => {
  it.each(['/api/products', '/api/reviews'])(
    '%s may be cached by anyone for a minute and revalidated by ETag',
    async (path) => {
      const first = await fetch(`${url}${path}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(await first.json()).not.toEqual([]);

      const again = await fetch(`${url}${path}`, { headers: { 'if-none-match': String(etag) } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');

      const compressed = await fetch(`${url}${path}`, {
        headers: { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'gzip' },
      });
      expect(compressed.status).toBe(304);
    },
  );

  it('get a new ETag when the catalogue changes', async () => {
    const before = (await fetch(`${url}/api/products`)).headers.get('etag');
    await insertProduct(t.database.db);
    const after = await fetch(`${url}/api/products`, { headers: { 'if-none-match': String(before) } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});
