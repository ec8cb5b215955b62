import { auditLog, sessions, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders, cookieHeaders, trpcMutation, trpcQuery } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { removeUser } from './remove-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedInAdmin = async () => {
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  return { admin, headers: bearerHeaders(await startSession(t.database.db, admin.id)) };
};
const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('All Users', () => {
  it('lists users not removed, searched by part of the email in any case, a page at a time', async () => {
    const { headers } = await signedInAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const found = [
      await insertAccount(t.database.db),
      await insertAccount(t.database.db),
      await insertAccount(t.database.db),
    ];
    for (const [n, user] of found.entries())
      await t.database.db
        .update(users)
        .set({ email: `Zed-${tag}-${n}@Example.com` })
        .where(eq(users.id, user.id));
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, found[2]?.id ?? ''));

    const first = await trpcQuery(
      t.app,
      'admin.users.list',
      { search: `zed-${tag}`, page: 1, pageSize: 1 },
      headers,
    );
    expect(first.data).toEqual({
      items: [
        { id: found[0]?.id, name: found[0]?.name, email: `Zed-${tag}-0@Example.com`, role: 'customer' },
      ],
      total: 2,
    });
    const second = await trpcQuery(
      t.app,
      'admin.users.list',
      { search: `ZED-${tag}`, page: 2, pageSize: 1 },
      headers,
    );
    expect((second.data as { items: { id: string }[] }).items.map((user) => user.id)).toEqual([found[1]?.id]);
    const wildcard = await trpcQuery(
      t.app,
      'admin.users.list',
      { search: '%', page: 1, pageSize: 5 },
      headers,
    );
    expect(wildcard.data).toEqual({ items: [], total: 0 });
  });

  it('makes a customer admin once, audited, and says when nothing changed', async () => {
    const { admin, headers } = await signedInAdmin();
    const customer = await insertAccount(t.database.db);

    const made = await trpcMutation(
      t.app,
      'admin.users.makeAdmin',
      { email: customer.email.toUpperCase() },
      headers,
    );
    expect(made.data).toEqual({ changed: true });
    const again = await trpcMutation(t.app, 'admin.users.makeAdmin', { email: customer.email }, headers);
    expect(again.data).toEqual({ changed: false });
    const unknown = await trpcMutation(
      t.app,
      'admin.users.makeAdmin',
      { email: 'ghost@example.com' },
      headers,
    );
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'User not found']);

    expect(await auditOf(customer.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'user.makeAdmin',
        targetTable: 'users',
        before: { role: 'customer' },
        after: { role: 'admin' },
      },
    ]);
  });

  it('removes a user: soft delete, every session refused at once (cookie and bearer), audited', async () => {
    const { admin, headers } = await signedInAdmin();
    const customer = await insertAccount(t.database.db);
    const cookieToken = await startSession(t.database.db, customer.id);
    const bearerToken = await startSession(t.database.db, customer.id);
    expect((await trpcQuery(t.app, 'users.profile', undefined, bearerHeaders(bearerToken))).status).toBe(200);

    const removed = await trpcMutation(t.app, 'admin.users.remove', { id: customer.id }, headers);
    expect(removed.data).toEqual({ success: true });

    for (const sessionHeaders of [cookieHeaders(cookieToken), bearerHeaders(bearerToken)])
      expect((await trpcQuery(t.app, 'users.profile', undefined, sessionHeaders)).status).toBe(403);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await auditOf(customer.id)).toMatchObject([
      { actorId: admin.id, action: 'user.remove', before: { email: customer.email, role: 'customer' } },
    ]);
    const twice = await trpcMutation(t.app, 'admin.users.remove', { id: customer.id }, headers);
    expect([twice.status, twice.error?.message]).toEqual([404, 'User not found']);
  });

  it('refuses to remove oneself', async () => {
    const { admin, headers } = await signedInAdmin();
    const self = await trpcMutation(t.app, 'admin.users.remove', { id: admin.id }, headers);
    expect([self.status, self.error?.message]).toEqual([409, 'You cannot remove your own account']);
  });

  it('never leaves the shop without an admin, even when two admins remove each other at once', async () => {
    const first = await insertAccount(t.database.db, { role: 'admin' });
    const second = await insertAccount(t.database.db, { role: 'admin' });
    // Only these two count: every other admin of this file's database steps aside first.
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));

    const outcomes = await Promise.allSettled([
      removeUser({ db: t.database.db, actorId: first.id, id: second.id, now: () => new Date() }),
      removeUser({ db: t.database.db, actorId: second.id, id: first.id, now: () => new Date() }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason.message).toBe('The last admin cannot be removed');
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((user) => !user.deletedAt)).toHaveLength(1);
  });
});
