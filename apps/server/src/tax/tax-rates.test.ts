import { auditLog, taxRates, users } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/accounts';
import { auditEntriesOf } from '../../test/audit';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { taxRatesFor } from './tax-rates-for';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (targetId: string) => auditEntriesOf(t, targetId);
const rowCounts = async () => {
  const [[rates], [audits]] = await Promise.all([
    t.database.db.select({ n: count() }).from(taxRates),
    t.database.db.select({ n: count() }).from(auditLog),
  ]);
  return { rates: rates?.n, audits: audits?.n };
};

describe('tax rates, as an admin', () => {
  it('adds, edits and removes rates, each change audited, and finds those a delivery pays', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.tax;

    const federal = await api.create.mutate({ country: 'us', name: 'Federal', rate: '0' });
    const state = await api.create.mutate({
      country: 'US',
      region: 'NY',
      name: 'Sales tax',
      rate: '4',
      appliesToShipping: true,
    });
    expect(state).toMatchObject({
      country: 'US',
      region: 'NY',
      rateBasisPoints: 400,
      appliesToShipping: true,
    });
    const edited = await api.update.mutate({
      id: state.id,
      country: 'US',
      region: 'NY',
      name: 'Sales tax',
      rate: '4.5',
    });
    expect(edited).toMatchObject({ rateBasisPoints: 450, appliesToShipping: false });
    expect(await api.list.query()).toEqual([federal, edited]);

    const pays = await taxRatesFor({ db: t.database.db, country: 'us', region: 'ny' });
    expect(pays.map((rate) => rate.name)).toEqual(['Federal', 'Sales tax']);
    expect(
      (await taxRatesFor({ db: t.database.db, country: 'US', region: 'CA' })).map((r) => r.name),
    ).toEqual(['Federal']);

    await api.delete.mutate({ id: federal.id });
    expect((await auditOf(state.id)).map((entry) => entry.action).sort()).toEqual([
      'taxRate.create',
      'taxRate.update',
    ]);
    expect(await auditOf(federal.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'taxRate.delete', actorId: admin.id })]),
    );
  });

  it('refuses bad input with its reason, and writes nothing', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.tax;
    const vat = await api.create.mutate({ country: 'GB', name: 'VAT', rate: '20', appliesToShipping: true });
    const before = await rowCounts();

    const refusals = await Promise.all([
      expectRefusal(api.create.mutate({ country: 'GB', name: 'vat', rate: '5' })),
      expectRefusal(api.create.mutate({ country: 'GB', name: 'Levy', rate: '120' })),
      expectRefusal(api.create.mutate({ country: 'UK', name: 'VAT', rate: '20' })),
      expectRefusal(api.update.mutate({ id: crypto.randomUUID(), country: 'GB', name: 'VAT', rate: '20' })),
    ]);
    expect(refusals.map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 409, message: 'This country and region already has a rate with this name' },
      { status: 400, message: 'A rate is a percentage from 0 to 100, with at most 2 decimals' },
      { status: 400, message: 'UK is not an ISO country code (two letters, e.g. GB)' },
      { status: 404, message: 'Tax rate not found' },
    ]);
    expect(await rowCounts()).toEqual(before);
    expect((await api.list.query()).find((rate) => rate.id === vat.id)).toEqual(vat);
  });
});

describe('tax-exempt customers', () => {
  it('an admin marks a customer tax-exempt and back, audited, shown on All Users', async () => {
    const admin = await signedInAccount(t, 'admin');
    const customer = await insertAccount(t.database.db);
    const api = trpcAs(t.app, admin.bearer).admin.users;

    expect(await api.markTaxExempt.mutate({ id: customer.id })).toEqual({ changed: true });
    expect(await api.markTaxExempt.mutate({ id: customer.id })).toEqual({ changed: false });
    const listed = await api.list.query({ search: customer.email });
    expect(listed.items).toEqual([expect.objectContaining({ id: customer.id, taxExempt: true })]);
    expect(await api.clearTaxExempt.mutate({ id: customer.id })).toEqual({ changed: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.taxExempt).toBe(false);
    expect(
      (await auditOf(customer.id)).map(({ action, actorId, before, after }) => ({
        action,
        actorId,
        before,
        after,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          action: 'user.markTaxExempt',
          actorId: admin.id,
          before: { taxExempt: false },
          after: { taxExempt: true },
        },
        {
          action: 'user.clearTaxExempt',
          actorId: admin.id,
          before: { taxExempt: true },
          after: { taxExempt: false },
        },
      ]),
    );
  });

  it('is refused to customers (403) and for unknown accounts (404), changing nothing', async () => {
    const customer = await signedInAccount(t);
    const other = await insertAccount(t.database.db);
    const refused = await expectRefusal(
      trpcAs(t.app, customer.bearer).admin.users.markTaxExempt.mutate({ id: other.id }),
    );
    expect(refused).toMatchObject({ status: 403, message: 'Forbidden access' });
    const admin = await signedInAccount(t, 'admin');
    const unknown = await expectRefusal(
      trpcAs(t.app, admin.bearer).admin.users.markTaxExempt.mutate({ id: crypto.randomUUID() }),
    );
    expect(unknown.status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.taxExempt).toBe(false);
    expect(await auditOf(other.id)).toEqual([]);
  });
});
