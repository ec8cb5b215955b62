import { orders } from '@partsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertProduct, insertReview, insertUser } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists reviews newest first with the reviewer name, in the legacy shape', async () => {
  const reviewer = await insertUser(t.database.db, { name: 'Ada Okafor' });
  const older = await insertReview(t.database.db, {
    userId: reviewer.id,
    rating: 4,
    createdAt: new Date('2026-01-01'),
  });
  const newer = await insertReview(t.database.db, {
    userId: reviewer.id,
    rating: 5,
    description: 'Fast',
    createdAt: new Date('2026-02-01'),
  });

  const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    { _id: newer.id, description: 'Fast', ratting: 5, name: 'Ada Okafor' },
    { _id: older.id, description: older.description, ratting: 4, name: 'Ada Okafor' },
  ]);
});

/** An order of `status` straight in the table: these tests are about reviews, not about ordering. */
async function insertOrder(userId: string, status: 'unpaid' | 'paid' | 'shipped' | 'cancelled') {
  const product = await insertProduct(t.database.db);
  await t.database.db.insert(orders).values({
    userId,
    productId: product.id,
    productName: product.name,
    productDescription: product.description,
    unitPriceCents: product.priceCents,
    quantity: 2,
    totalCents: product.priceCents * 2,
    phone: '+44 20 7946 0018',
    address: '14 Foundry Row',
    status,
  });
}

describe('Add A Review', () => {
  it('stores a review by the signed-in user, shown first with their name', async () => {
    const customer = await insertAccount(t.database.db);
    const headers = bearerHeaders(await startSession(t.database.db, customer.id));
    const created = await trpcAs(t.app, headers).reviews.create.mutate({
      description: '  Crisp threads.  ',
      rating: 4,
    });
    const { id } = created;
    const [latest] = await trpcAs(t.app).reviews.list.query();
    expect(latest).toMatchObject({
      id,
      description: 'Crisp threads.',
      rating: 4,
      reviewerName: customer.name,
    });
  });

  it.each([0, 6, 2.5, -1, 'five', '', null])(
    'refuses the rating %j with the spec message',
    async (rating) => {
      const customer = await insertAccount(t.database.db);
      const headers = bearerHeaders(await startSession(t.database.db, customer.id));
      const answer = await expectRefusal(
        // null: what a client that ignores the input's type could send.
        trpcAs(t.app, headers).reviews.create.mutate({ description: 'Fine', rating: rating as number }),
      );
      expect([answer.status, answer.message]).toEqual([400, 'Please, ratting will be 1 to 5']);
    },
  );

  it('requires a description, and a signed-in user', async () => {
    const customer = await insertAccount(t.database.db);
    const headers = bearerHeaders(await startSession(t.database.db, customer.id));
    const blank = await expectRefusal(
      trpcAs(t.app, headers).reviews.create.mutate({ description: '   ', rating: 3 }),
    );
    expect([blank.status, blank.message]).toEqual([400, 'Description is required']);
    expect(await statusOf(trpcAs(t.app).reviews.create.mutate({ description: 'Hi', rating: 3 }))).toBe(401);
  });

  it('takes the legacy REST body {description, ratting}, the rating possibly as text', async () => {
    const customer = await insertAccount(t.database.db);
    const headers = bearerHeaders(await startSession(t.database.db, customer.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: { description: 'Good', ratting: '5' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: { description: 'Bad', ratting: 0 },
    });
    expect([zero.statusCode, zero.json()]).toEqual([400, { message: 'Please, ratting will be 1 to 5' }]);
  });

  it('marks reviewers with a paid or shipped order as verified buyers, and nobody else', async () => {
    const verdicts: Record<string, boolean> = {};
    for (const status of ['paid', 'shipped', 'unpaid', 'cancelled', null] as const) {
      const reviewer = await insertUser(t.database.db);
      if (status) await insertOrder(reviewer.id, status);
      const review = await insertReview(t.database.db, {
        userId: reviewer.id,
        createdAt: new Date(Date.now() + 86_400_000),
      });
      const listed = (await trpcAs(t.app).reviews.list.query()).find((entry) => entry.id === review.id);
      verdicts[status ?? 'none'] = listed?.verifiedBuyer ?? false;
    }
    expect(verdicts).toEqual({ paid: true, shipped: true, unpaid: false, cancelled: false, none: false });
  });
});
