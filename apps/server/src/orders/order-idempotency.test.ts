import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('idempotency keys', () => {
  it('gives the same single order for a repeated key, and 409 for the same key with another body', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const idempotencyKey = crypto.randomUUID();

    const first = await placeOrder(t, buyer, product.id, 2, { idempotencyKey });
    const again = await placeOrder(t, buyer, product.id, 2, { idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(await stockOf(t, product.id)).toBe(18);

    const changed = await expectRefusal(placeOrder(t, buyer, product.id, 3, { idempotencyKey }));
    expect(changed).toMatchObject({
      status: 409,
      message: 'This Idempotency-Key was already used for a different order',
    });
    expect(await stockOf(t, product.id)).toBe(18);
  });

  it('scopes keys to their user, and takes them from the Idempotency-Key header over REST', async () => {
    const [a, b] = [await signedInAccount(t), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const body = {
      productId: product.id,
      orderQuantity: 2,
      userPhone: '+1 555 0100',
      address: '1 Mill Lane',
    };
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
    const tooMany = (key: string) =>
      expectRefusal(placeOrder(t, buyer, product.id, 7, { idempotencyKey: key }));
    expect((await tooMany(idempotencyKey)).status).toBe(400);
    expect((await tooMany('x')).status).toBe(400);
    expect(await placeOrder(t, buyer, product.id, 4, { idempotencyKey })).toMatchObject({ quantity: 4 });
  });
});
