import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { trpcMutation } from '../../test/http';
import { delivery, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = (headers: Record<string, string>, input: Record<string, unknown>) =>
  trpcMutation(t.app, 'orders.place', { ...delivery, ...input }, headers);

describe('idempotency keys', () => {
  it('gives the same single order for a repeated key, and 409 for the same key with another body', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const idempotencyKey = crypto.randomUUID();

    const first = await place(buyer.cookie, { productId: product.id, quantity: 2, idempotencyKey });
    const again = await place(buyer.cookie, { productId: product.id, quantity: 2, idempotencyKey });
    expect((again.data as { id: string }).id).toBe((first.data as { id: string }).id);
    expect(await stockOf(t, product.id)).toBe(18);

    const changed = await place(buyer.cookie, { productId: product.id, quantity: 3, idempotencyKey });
    expect(changed.status).toBe(409);
    expect(changed.error?.message).toBe('This Idempotency-Key was already used for a different order');
    expect(await stockOf(t, product.id)).toBe(18);
  });

  it('scopes keys to their user, and takes them from the Idempotency-Key header over REST', async () => {
    const [a, b] = [await signedInAccount(t), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const body = { productId: product.id, orderQuantity: 2, userPhone: '1', address: 'a' };
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: body });
    const key = { 'idempotency-key': 'submit-1' };

    const first = await post({ ...a.bearer, ...key });
    const repeat = await post({ ...a.bearer, ...key });
    const otherUser = await post({ ...b.bearer, ...key });
    const noKey = await post(a.bearer);
    expect(repeat.json().insertedId).toBe(first.json().insertedId);
    expect(otherUser.json().insertedId).not.toBe(first.json().insertedId);
    expect(noKey.json().insertedId).not.toBe(first.json().insertedId);
    expect(await stockOf(t, product.id)).toBe(14);
  });

  it('lets a key that failed (not enough stock) be used again once it can succeed', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 5, minimumOrderQuantity: 1 });
    const idempotencyKey = crypto.randomUUID();
    expect((await place(buyer.cookie, { productId: product.id, quantity: 7, idempotencyKey })).status).toBe(
      400,
    );
    expect(
      (await place(buyer.cookie, { productId: product.id, quantity: 7, idempotencyKey: 'x' })).status,
    ).toBe(400);
    const ok = await place(buyer.cookie, { productId: product.id, quantity: 4, idempotencyKey });
    expect(ok.status).toBe(200);
  });
});
