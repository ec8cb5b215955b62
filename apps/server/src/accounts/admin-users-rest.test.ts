import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders } from '../../test/http';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('All Users over REST', () => {
  it('answers the legacy shapes', async () => {
    const { bearer: headers } = await signedInAccount(t, 'admin');
    const customer = await insertAccount(t.database.db);

    const list = await t.app.inject({ method: 'GET', url: `/api/users?search=${customer.email}`, headers });
    expect(list.json()).toEqual([
      { _id: customer.id, email: customer.email, role: 'customer', name: customer.name },
    ]);
    expect(list.headers['x-total-count']).toBe('1');
    const made = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${customer.email}`, headers });
    expect(made.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/deleteUser/${customer.id}`, headers });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it('answers a customer making an admin with 403 Forbidden access, and keeps GET /api/users/{email} for profiles', async () => {
    const customer = await insertAccount(t.database.db);
    const headers = bearerHeaders(await startSession(t.database.db, customer.id));
    const refused = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${customer.email}`, headers });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Forbidden access' }]);
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${customer.email}`, headers });
    expect(profile.json()).toMatchObject({ email: customer.email, role: 'customer' });
  });
});
