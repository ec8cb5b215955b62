import { auditLog } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertOrder, insertReview } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(role: 'customer' | 'admin') {
  const account = await insertAccount(t.database.db, { role });
  const headers = bearerHeaders(await startSession(t.database.db, account.id));
  return { ...account, headers, trpc: trpcAs(t.app, headers) };
}

/** A buyer's review, posted as the customer would. */
async function postedReview(description = 'Threads cut clean') {
  const buyer = await signedIn('customer');
  await insertOrder(t.database.db, buyer.id, 'paid');
  const { id } = await buyer.trpc.reviews.create.mutate({ description, rating: 4 });
  return { buyer, id };
}

const publicIds = async () => (await trpcAs(t.app).reviews.list.query()).map((review) => review.id);
const restIds = async () =>
  (await t.app.inject('/api/reviews')).json<{ _id: string }[]>().map((review) => review._id);
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'reviews'), eq(auditLog.targetId, id)))
    .orderBy(auditLog.createdAt);

describe('the admin Reviews page', () => {
  it('lists every review newest first with the reviewer email, hidden ones included', async () => {
    const admin = await signedIn('admin');
    const shown = await postedReview('Shown one');
    const hidden = await postedReview('Hidden one');
    await admin.trpc.admin.reviews.setHidden.mutate({ id: hidden.id, hidden: true });

    const page = await admin.trpc.admin.reviews.list.query({ page: 1, pageSize: 2 });
    expect(page.items).toEqual([
      expect.objectContaining({
        id: hidden.id,
        reviewerEmail: hidden.buyer.email,
        hiddenAt: expect.any(String),
      }),
      expect.objectContaining({
        id: shown.id,
        reviewerEmail: shown.buyer.email,
        hiddenAt: null,
        verifiedBuyer: true,
      }),
    ]);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('hides a review from the home page and the REST list, and shows it again, each audited', async () => {
    const admin = await signedIn('admin');
    const { buyer, id } = await postedReview();
    expect(await publicIds()).toContain(id);

    const hidden = await admin.trpc.admin.reviews.setHidden.mutate({ id, hidden: true });
    expect(hidden).toMatchObject({ id, hiddenAt: expect.any(String) });
    expect(await publicIds()).not.toContain(id);
    expect(await restIds()).not.toContain(id);
    // Hiding twice changes nothing and writes no second entry.
    await admin.trpc.admin.reviews.setHidden.mutate({ id, hidden: true });

    const shown = await admin.trpc.admin.reviews.setHidden.mutate({ id, hidden: false });
    expect(shown.hiddenAt).toBeNull();
    expect(await publicIds()).toContain(id);

    const said = { reviewer: buyer.email, rating: 4, description: 'Threads cut clean' };
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'review.hide',
        before: { ...said, visibility: 'shown' },
        after: { ...said, visibility: 'hidden' },
      }),
      expect.objectContaining({
        actorId: admin.id,
        action: 'review.show',
        before: { ...said, visibility: 'hidden' },
        after: { ...said, visibility: 'shown' },
      }),
    ]);
    const logged = await admin.trpc.admin.audit.list.query({ page: 1, pageSize: 1 });
    expect(logged.items[0]).toMatchObject({ actorEmail: admin.email, action: 'review.show', targetId: id });
  });

  it('deletes a review for good, audited with what it said; the customer may then write a new one', async () => {
    const admin = await signedIn('admin');
    const { buyer, id } = await postedReview('Spam spam spam');

    expect(await admin.trpc.admin.reviews.delete.mutate({ id })).toEqual({ success: true });
    expect(await publicIds()).not.toContain(id);
    expect(await buyer.trpc.reviews.mine.query()).toEqual({ canReview: true, review: null });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'review.delete',
        before: { reviewer: buyer.email, rating: 4, description: 'Spam spam spam', visibility: 'shown' },
        after: null,
      }),
    ]);
    const again = await expectRefusal(admin.trpc.admin.reviews.delete.mutate({ id }));
    expect([again.status, again.message]).toEqual([404, 'Review not found']);
    const fresh = await buyer.trpc.reviews.create.mutate({ description: 'Honest this time', rating: 4 });
    expect(fresh.id).not.toBe(id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const refusal = await expectRefusal(admin.trpc.admin.reviews.setHidden.mutate({ id, hidden: true }));
      expect([refusal.status, refusal.message]).toEqual([404, 'Review not found']);
    }
  });

  it('is for admins only: a customer or a visitor is refused and nothing changes', async () => {
    const customer = await signedIn('customer');
    const reviewer = await insertAccount(t.database.db);
    const review = await insertReview(t.database.db, { userId: reviewer.id });
    for (const trpc of [customer.trpc, trpcAs(t.app)]) {
      const expected = trpc === customer.trpc ? 403 : 401;
      expect(await statusOf(trpc.admin.reviews.list.query({}))).toBe(expected);
      expect(await statusOf(trpc.admin.reviews.setHidden.mutate({ id: review.id, hidden: true }))).toBe(
        expected,
      );
      expect(await statusOf(trpc.admin.reviews.delete.mutate({ id: review.id }))).toBe(expected);
    }
    expect(await publicIds()).toContain(review.id);
    expect(await auditOf(review.id)).toEqual([]);
  });
});
