import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertReview, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

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
