import { auditLog, sessions, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders, cookieHeaders } from '../../test/http';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';
import { removeUser } from './remove-user';
import { revokeAdmin } from './revoke-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('All Users', () => {
  it('lists users not removed, searched by part of the email in any case, a page at a time', async () => {
    const { bearer: headers } = await signedInAccount(t, 'admin');
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

    const first = await trpcAs(t.app, headers).admin.users.list.query({
      search: `zed-${tag}`,
      pageSize: 1,
    });
    expect(first).toMatchObject({
      items: [
        { id: found[0]?.id, name: found[0]?.name, email: `Zed-${tag}-0@Example.com`, role: 'customer' },
      ],
      total: 2,
      totalCapped: false,
      firstSerial: 1,
      previousCursor: null,
    });
    const second = await trpcAs(t.app, headers).admin.users.list.query({
      search: `ZED-${tag}`,
      pageSize: 1,
      after: first.nextCursor ?? '',
    });
    expect(second).toMatchObject({ firstSerial: 2, nextCursor: null });
    expect(second.items.map((user) => user.id)).toEqual([found[1]?.id]);
    const back = await trpcAs(t.app, headers).admin.users.list.query({
      search: `zed-${tag}`,
      pageSize: 1,
      before: second.previousCursor ?? '',
    });
    expect(back).toEqual(first);
    const wildcard = await trpcAs(t.app, headers).admin.users.list.query({
      search: '%',
      pageSize: 5,
    });
    expect(wildcard).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('makes a customer admin once, audited, and says when nothing changed', async () => {
    const admin = await signedInAccount(t, 'admin');
    const headers = admin.bearer;
    const customer = await insertAccount(t.database.db);

    const made = await trpcAs(t.app, headers).admin.users.makeAdmin.mutate({
      email: customer.email.toUpperCase(),
    });
    expect(made).toEqual({ changed: true });
    const again = await trpcAs(t.app, headers).admin.users.makeAdmin.mutate({ email: customer.email });
    expect(again).toEqual({ changed: false });
    const unknown = await expectRefusal(
      trpcAs(t.app, headers).admin.users.makeAdmin.mutate({ email: 'ghost@example.com' }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, 'User not found']);

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
    const admin = await signedInAccount(t, 'admin');
    const headers = admin.bearer;
    const customer = await insertAccount(t.database.db);
    const cookieToken = await startSession(t.database.db, customer.id);
    const bearerToken = await startSession(t.database.db, customer.id);
    expect(await statusOf(trpcAs(t.app, bearerHeaders(bearerToken)).users.profile.query())).toBe(200);

    const removed = await trpcAs(t.app, headers).admin.users.remove.mutate({ id: customer.id });
    expect(removed).toEqual({ success: true });

    for (const sessionHeaders of [cookieHeaders(cookieToken), bearerHeaders(bearerToken)])
      expect(await statusOf(trpcAs(t.app, sessionHeaders).users.profile.query())).toBe(403);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await auditOf(customer.id)).toMatchObject([
      { actorId: admin.id, action: 'user.remove', before: { email: customer.email, role: 'customer' } },
    ]);
    const twice = await expectRefusal(trpcAs(t.app, headers).admin.users.remove.mutate({ id: customer.id }));
    expect([twice.status, twice.message]).toEqual([404, 'User not found']);
  });

  it('refuses to remove oneself', async () => {
    const admin = await signedInAccount(t, 'admin');
    const headers = admin.bearer;
    const self = await expectRefusal(trpcAs(t.app, headers).admin.users.remove.mutate({ id: admin.id }));
    expect([self.status, self.message]).toEqual([409, 'You cannot remove your own account']);
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

describe('Remove admin', () => {
  it("takes the role back from another admin, audited; that admin's open session is a customer's at once", async () => {
    const admin = await signedInAccount(t, 'admin');
    const other = await signedInAccount(t, 'admin');
    // The other admin's session is validated (and cached) as an admin's first.
    expect(await statusOf(trpcAs(t.app, other.cookie).admin.users.list.query({}))).toBe(200);

    const revoked = await trpcAs(t.app, admin.bearer).admin.users.revokeAdmin.mutate({ id: other.id });
    expect(revoked).toEqual({ changed: true });

    expect(await statusOf(trpcAs(t.app, other.cookie).admin.users.list.query({}))).toBe(403);
    expect(await trpcAs(t.app, other.cookie).users.profile.query()).toMatchObject({ role: 'customer' });
    expect(await auditOf(other.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'user.revokeAdmin',
        targetTable: 'users',
        before: { role: 'admin' },
        after: { role: 'customer' },
      },
    ]);
    const again = await trpcAs(t.app, admin.bearer).admin.users.revokeAdmin.mutate({ id: other.id });
    expect(again).toEqual({ changed: false });
    expect(await auditOf(other.id)).toHaveLength(1);
  });

  it("refuses one's own role, an unknown account, and anyone who is not an admin", async () => {
    const admin = await signedInAccount(t, 'admin');
    const customer = await signedInAccount(t);
    const own = await expectRefusal(
      trpcAs(t.app, admin.bearer).admin.users.revokeAdmin.mutate({ id: admin.id }),
    );
    expect([own.status, own.message]).toEqual([409, 'You cannot take back your own admin role']);
    const unknown = await expectRefusal(
      trpcAs(t.app, admin.bearer).admin.users.revokeAdmin.mutate({ id: crypto.randomUUID() }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, 'User not found']);
    const notAdmin = await expectRefusal(
      trpcAs(t.app, customer.bearer).admin.users.revokeAdmin.mutate({ id: admin.id }),
    );
    expect(notAdmin.status).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('never takes the role from the last admin, even when two admins take it from each other at once', async () => {
    const first = await insertAccount(t.database.db, { role: 'admin' });
    const second = await insertAccount(t.database.db, { role: 'admin' });
    // Only these two count: every other admin of this file's database steps aside first.
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));

    const outcomes = await Promise.allSettled([
      revokeAdmin({ db: t.database.db, actorId: first.id, id: second.id }),
      revokeAdmin({ db: t.database.db, actorId: second.id, id: first.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason.message).toBe('The last admin must stay an admin');
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((user) => !user.deletedAt)).toHaveLength(1);
  });
});
