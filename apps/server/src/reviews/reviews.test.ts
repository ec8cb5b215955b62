import { reviews } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertOrder, insertReview, insertUser } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ONLY_BUYERS = 'Only customers who have bought from us can review the shop.';

/** A signed-in customer; `bought` gives them an order in that state first. */
async function customer(bought?: 'paid' | 'shipped' | 'unpaid' | 'cancelled' | 'refunded') {
  const account = await insertAccount(t.database.db);
  if (bought) await insertOrder(t.database.db, account.id, bought);
  const headers = bearerHeaders(await startSession(t.database.db, account.id));
  return { ...account, headers, trpc: trpcAs(t.app, headers) };
}

const reviewRowsOf = (userId: string) =>
  t.database.db.select().from(reviews).where(eq(reviews.userId, userId));

it('lists the shown reviews newest first with the reviewer name, in the legacy shape; hidden ones are left out', async () => {
  const ada = await insertUser(t.database.db, { name: 'Ada Okafor' });
  const ben = await insertUser(t.database.db, { name: 'Ben Kaur' });
  const hiddenOne = await insertUser(t.database.db, { name: 'Hidden Hal' });
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);
  const older = await insertReview(t.database.db, { userId: ada.id, rating: 4, createdAt: later(1) });
  const newer = await insertReview(t.database.db, {
    userId: ben.id,
    rating: 5,
    description: 'Fast',
    createdAt: later(2),
  });
  const hidden = await insertReview(t.database.db, {
    userId: hiddenOne.id,
    createdAt: later(3),
    hiddenAt: new Date(),
  });

  const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });

  expect(response.statusCode).toBe(200);
  expect(response.json().slice(0, 2)).toEqual([
    { _id: newer.id, description: 'Fast', ratting: 5, name: 'Ben Kaur' },
    { _id: older.id, description: older.description, ratting: 4, name: 'Ada Okafor' },
  ]);
  const listed = (await trpcAs(t.app).reviews.list.query()).map((review) => review.id);
  expect(listed).not.toContain(hidden.id);
});

describe('Add A Review', () => {
  it('is refused, with a reason, to a customer who has not bought, over tRPC and REST; nothing is stored', async () => {
    for (const state of [undefined, 'unpaid', 'cancelled', 'refunded'] as const) {
      const { id, headers, trpc } = await customer(state);
      const refusal = await expectRefusal(
        trpc.reviews.create.mutate({ description: 'Great shop', rating: 5 }),
      );
      expect([state, refusal.status, refusal.message]).toEqual([state, 403, ONLY_BUYERS]);
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers,
        payload: { description: 'Great shop', ratting: 5 },
      });
      expect([rest.statusCode, rest.json()]).toEqual([403, { message: ONLY_BUYERS }]);
      expect(await reviewRowsOf(id)).toEqual([]);
      expect(await trpc.reviews.mine.query()).toEqual({ canReview: false, review: null });
    }
  });

  it('stores the review of a customer with a paid or shipped order, listed with their name', async () => {
    for (const state of ['paid', 'shipped'] as const) {
      const buyer = await customer(state);
      const { id } = await buyer.trpc.reviews.create.mutate({ description: '  Crisp threads.  ', rating: 4 });
      const listed = (await trpcAs(t.app).reviews.list.query()).find((review) => review.id === id);
      expect(listed).toMatchObject({
        id,
        description: 'Crisp threads.',
        rating: 4,
        reviewerName: buyer.name,
        verifiedBuyer: true,
      });
      expect(await buyer.trpc.reviews.mine.query()).toEqual({
        canReview: true,
        review: { id, description: 'Crisp threads.', rating: 4, hidden: false },
      });
    }
  });

  it('edits the one review when the customer posts again, over tRPC and REST, never a second one', async () => {
    const buyer = await customer('paid');
    const first = await buyer.trpc.reviews.create.mutate({ description: 'Good', rating: 3 });
    const second = await buyer.trpc.reviews.create.mutate({ description: 'Better on reflection', rating: 4 });
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: buyer.headers,
      payload: { description: 'Best', ratting: '5' },
    });
    expect(second.id).toBe(first.id);
    expect([rest.statusCode, rest.json()]).toEqual([201, { acknowledged: true, insertedId: first.id }]);
    expect(await reviewRowsOf(buyer.id)).toEqual([
      expect.objectContaining({ id: first.id, description: 'Best', rating: 5 }),
    ]);
    const listed = (await trpcAs(t.app).reviews.list.query()).filter((review) => review.id === first.id);
    expect(listed).toMatchObject([{ description: 'Best', rating: 5 }]);
  });

  it('keeps a hidden review hidden when its customer edits it', async () => {
    const buyer = await customer('paid');
    const { id } = await buyer.trpc.reviews.create.mutate({ description: 'Rude words', rating: 1 });
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, id));
    await buyer.trpc.reviews.create.mutate({ description: 'Still rude', rating: 1 });
    expect((await trpcAs(t.app).reviews.list.query()).map((review) => review.id)).not.toContain(id);
    expect(await buyer.trpc.reviews.mine.query()).toMatchObject({ review: { id, hidden: true } });
  });

  it.each([0, 6, 2.5, -1, 'five', '', null])(
    'refuses the rating %j with the spec message',
    async (rating) => {
      const { trpc } = await customer('paid');
      const answer = await expectRefusal(
        // null: what a client that ignores the input's type could send.
        trpc.reviews.create.mutate({ description: 'Fine', rating: rating as number }),
      );
      expect([answer.status, answer.message]).toEqual([400, 'Please, ratting will be 1 to 5']);
    },
  );

  it('requires a description, and a signed-in user', async () => {
    const { trpc } = await customer('paid');
    const blank = await expectRefusal(trpc.reviews.create.mutate({ description: '   ', rating: 3 }));
    expect([blank.status, blank.message]).toEqual([400, 'Description is required']);
    expect(await statusOf(trpcAs(t.app).reviews.create.mutate({ description: 'Hi', rating: 3 }))).toBe(401);
    expect(await statusOf(trpcAs(t.app).reviews.mine.query())).toBe(401);
  });

  it('takes the legacy REST body {description, ratting}, the rating possibly as text', async () => {
    const { headers } = await customer('shipped');
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

  it('documents ratting in /api/openapi.json as a whole number from 1 to 5', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    const body = document.paths['/api/reviews'].post.requestBody.content['application/json'].schema;
    expect(body.properties.ratting).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
  });

  it('marks reviewers with a paid or shipped order as verified buyers, and nobody else', async () => {
    const verdicts: Record<string, boolean> = {};
    for (const status of ['paid', 'shipped', 'unpaid', 'cancelled', 'refunded', null] as const) {
      const reviewer = await insertUser(t.database.db);
      if (status) await insertOrder(t.database.db, reviewer.id, status);
      const review = await insertReview(t.database.db, {
        userId: reviewer.id,
        createdAt: new Date(Date.now() + 86_400_000),
      });
      const listed = (await trpcAs(t.app).reviews.list.query()).find((entry) => entry.id === review.id);
      verdicts[status ?? 'none'] = listed?.verifiedBuyer ?? false;
    }
    expect(verdicts).toEqual({
      paid: true,
      shipped: true,
      unpaid: false,
      cancelled: false,
      refunded: false,
      none: false,
    });
  });
});
