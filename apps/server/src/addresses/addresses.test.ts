import {
  ADDRESSES_MAX,
  type AddressFieldsInput,
  MESSAGES,
  type SavedAddress,
  SHIPPING_MESSAGES,
} from '@partsmith/contracts';
import { addresses } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, outcomeOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const workshop: AddressFieldsInput = {
  recipient: 'Hallam Tool Works',
  line1: '3 Forge Yard',
  city: 'Sheffield',
  region: 'South Yorkshire',
  postcode: 'S1 2AB',
  country: 'GB',
  phone: '+44 114 496 0000',
};
const depot: AddressFieldsInput = {
  recipient: 'Dublin Depot',
  line1: '7 Quay Street',
  line2: 'Unit 4',
  city: 'Dublin',
  postcode: 'D02 X285',
  country: 'IE',
  phone: '+353 1 555 0100',
};
const home: AddressFieldsInput = { ...workshop, recipient: 'Sam Smith', line1: '9 Mill Lane' };

const book = (account: SignedInAccount) => trpcAs(t.app, account.cookie).addresses;
/** The book as the customer sees it: who each address is for, and which is the default. */
const summary = async (account: SignedInAccount) =>
  (await book(account).list.query()).map(({ recipient, isDefault }) => ({ recipient, isDefault }));
const storedCount = async (account: SignedInAccount) =>
  (await t.database.db.select().from(addresses).where(eq(addresses.userId, account.id))).length;

/** A customer whose book holds these addresses, saved in this order. */
async function customerWith(...fields: AddressFieldsInput[]) {
  const account = await signedInAccount(t);
  const saved: SavedAddress[] = [];
  for (const input of fields) saved.push(await book(account).create.mutate(input));
  return { account, saved };
}

describe('saving addresses', () => {
  it('makes the first address the default, and answers it as stored (trimmed, country in capitals)', async () => {
    const account = await signedInAccount(t);
    expect(await book(account).list.query()).toEqual([]);
    const first = await book(account).create.mutate({
      ...workshop,
      recipient: '  Hallam Tool Works ',
      country: 'gb',
    });
    expect(first).toEqual({ id: expect.any(String), ...workshop, line2: '', isDefault: true });
    const second = await book(account).create.mutate(depot);
    expect(second.isDefault).toBe(false);
    expect(await book(account).list.query()).toEqual([first, second]);
  });

  it('moves the default to a new address saved as the default', async () => {
    const { account } = await customerWith(workshop, depot);
    await book(account).create.mutate({ ...home, isDefault: true });
    expect(await summary(account)).toEqual([
      { recipient: 'Sam Smith', isDefault: true },
      { recipient: 'Hallam Tool Works', isDefault: false },
      { recipient: 'Dublin Depot', isDefault: false },
    ]);
  });

  it(`holds at most ${ADDRESSES_MAX} addresses: one more is a 409 and nothing is saved`, async () => {
    const { account } = await customerWith(...Array.from({ length: ADDRESSES_MAX }, () => depot));
    const refusal = await expectRefusal(book(account).create.mutate(workshop));
    expect(refusal).toMatchObject({ status: 409, message: MESSAGES.addressBookFull(ADDRESSES_MAX) });
    expect(await storedCount(account)).toBe(ADDRESSES_MAX);
  });

  it('refuses a field that breaks its rule with its message, saving nothing', async () => {
    const { account } = await customerWith(workshop);
    const refusals = [
      [{ ...depot, recipient: ' ' }, MESSAGES.recipientRequired],
      [{ ...depot, postcode: '' }, MESSAGES.postcodeRequired],
      [{ ...depot, country: 'XX' }, SHIPPING_MESSAGES.countryInvalid('XX')],
      [{ ...depot, phone: 'call me' }, MESSAGES.phoneImplausible],
    ] as const;
    for (const [input, message] of refusals)
      expect(await expectRefusal(book(account).create.mutate(input))).toMatchObject({ status: 400, message });
    const updated = await expectRefusal(
      book(account).update.mutate({
        ...workshop,
        city: '',
        id: (await book(account).list.query())[0]?.id ?? '',
      }),
    );
    expect(updated).toMatchObject({ status: 400, message: MESSAGES.cityRequired });
    expect(await book(account).list.query()).toMatchObject([{ ...workshop, isDefault: true }]);
  });
});

describe('changing the default', () => {
  it('moves with Make default, and with an edit that asks for it; an edit never takes it away', async () => {
    const { account, saved } = await customerWith(workshop, depot, home);
    const [first, second, third] = saved as [SavedAddress, SavedAddress, SavedAddress];
    expect(await book(account).setDefault.mutate({ id: second.id })).toMatchObject({ isDefault: true });
    expect(await summary(account)).toEqual([
      { recipient: 'Dublin Depot', isDefault: true },
      { recipient: 'Hallam Tool Works', isDefault: false },
      { recipient: 'Sam Smith', isDefault: false },
    ]);
    await book(account).update.mutate({ ...home, id: third.id, city: 'Rotherham', isDefault: true });
    expect(await summary(account)).toEqual([
      { recipient: 'Sam Smith', isDefault: true },
      { recipient: 'Hallam Tool Works', isDefault: false },
      { recipient: 'Dublin Depot', isDefault: false },
    ]);
    const kept = await book(account).update.mutate({ ...home, id: third.id, isDefault: false });
    expect(kept).toMatchObject({ city: 'Sheffield', isDefault: true });
    expect(await book(account).setDefault.mutate({ id: first.id })).toMatchObject({ isDefault: true });
    expect((await book(account).list.query()).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('never breaks the one-default rule when several Make default calls arrive at once', async () => {
    const { account, saved } = await customerWith(workshop, depot, home);
    const calls = [...saved, ...saved].map(({ id }) => outcomeOf(book(account).setDefault.mutate({ id })));
    const outcomes = await Promise.all(calls);
    expect(outcomes.map((outcome) => outcome.refusal?.status ?? 200)).toEqual(Array(6).fill(200));
    expect((await book(account).list.query()).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it(`never holds more than ${ADDRESSES_MAX} when saves race for the last places`, async () => {
    const { account } = await customerWith(...Array.from({ length: ADDRESSES_MAX - 2 }, () => depot));
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        outcomeOf(book(account).create.mutate({ ...workshop, isDefault: true })),
      ),
    );
    expect(outcomes.map((outcome) => outcome.refusal?.status ?? 200).sort()).toEqual([200, 200, 409, 409]);
    expect(await storedCount(account)).toBe(ADDRESSES_MAX);
    expect((await book(account).list.query()).filter((address) => address.isDefault)).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('makes the oldest address left the default when the default goes, and leaves an empty book empty', async () => {
    const { account, saved } = await customerWith(workshop, depot, home);
    const [first, second, third] = saved as [SavedAddress, SavedAddress, SavedAddress];
    await book(account).setDefault.mutate({ id: third.id });
    expect(await book(account).delete.mutate({ id: third.id })).toEqual({ success: true });
    expect(await summary(account)).toEqual([
      { recipient: 'Hallam Tool Works', isDefault: true },
      { recipient: 'Dublin Depot', isDefault: false },
    ]);
    await book(account).delete.mutate({ id: second.id });
    expect(await summary(account)).toEqual([{ recipient: 'Hallam Tool Works', isDefault: true }]);
    await book(account).delete.mutate({ id: first.id });
    expect(await book(account).list.query()).toEqual([]);
    const again = await expectRefusal(book(account).delete.mutate({ id: first.id }));
    expect(again).toMatchObject({ status: 404, message: MESSAGES.addressNotFound });
  });
});

describe("another customer's addresses", () => {
  it('are not listed, and every write to one is a 404 as for an unknown id, changing nothing', async () => {
    const { account: owner, saved } = await customerWith(workshop, depot);
    const [, other] = saved as [SavedAddress, SavedAddress];
    const stranger = await signedInAccount(t);
    expect(await book(stranger).list.query()).toEqual([]);
    // Each call is made when it is awaited: calls made at once would reject unhandled while the first is awaited.
    for (const call of [
      () => book(stranger).update.mutate({ ...home, id: other.id }),
      () => book(stranger).delete.mutate({ id: other.id }),
      () => book(stranger).setDefault.mutate({ id: other.id }),
      () => book(stranger).setDefault.mutate({ id: crypto.randomUUID() }),
      () => book(stranger).setDefault.mutate({ id: 'not-an-id' }),
    ])
      expect(await expectRefusal(call())).toMatchObject({ status: 404, message: MESSAGES.addressNotFound });
    expect(await book(owner).list.query()).toEqual(saved);
  });

  it('are out of reach of a visitor: 401', async () => {
    expect(await expectRefusal(trpcAs(t.app).addresses.list.query())).toMatchObject({ status: 401 });
  });
});

describe('the address book over REST', () => {
  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (account: SignedInAccount, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: account.bearer, ...(payload ? { payload } : {}) });

  it('lists, saves, rewrites, makes default and deletes as documented', async () => {
    const account = await signedInAccount(t);
    const created = await call(account, 'POST', '/addresses', workshop);
    expect(created.statusCode).toBe(201);
    const first = created.json() as SavedAddress;
    expect(first).toEqual({ id: expect.any(String), ...workshop, line2: '', isDefault: true });
    const second = (await call(account, 'POST', '/addresses', depot)).json() as SavedAddress;

    const patched = await call(account, 'PATCH', `/addresses/${second.id}`, { ...depot, city: 'Cork' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: second.id, city: 'Cork', isDefault: false });

    const made = await call(account, 'POST', `/addresses/${second.id}/default`);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: second.id, isDefault: true });

    const listed = await call(account, 'GET', '/addresses');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as SavedAddress[]).map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([
      { id: second.id, isDefault: true },
      { id: first.id, isDefault: false },
    ]);

    const deleted = await call(account, 'DELETE', `/addresses/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(account, 'GET', '/addresses')).json()).toMatchObject([
      { id: first.id, isDefault: true },
    ]);
  });

  it("refuses bad fields with 400 and another customer's address with 404, in the same words as tRPC", async () => {
    const { account: owner, saved } = await customerWith(workshop);
    const [mine] = saved as [SavedAddress];
    const account = await signedInAccount(t);
    const bad = await call(account, 'POST', '/addresses', { ...depot, recipient: '' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: MESSAGES.recipientRequired }]);
    for (const [method, url, payload] of [
      ['PATCH', `/addresses/${mine.id}`, depot],
      ['DELETE', `/addresses/${mine.id}`, undefined],
      ['POST', `/addresses/${mine.id}/default`, undefined],
      ['DELETE', '/addresses/nonsense', undefined],
    ] as const) {
      const refused = await call(account, method, url, payload);
      expect([refused.statusCode, refused.json()], `${method} ${url}`).toEqual([
        404,
        { message: MESSAGES.addressNotFound },
      ]);
    }
    expect(await storedCount(account)).toBe(0);
    expect(await book(owner).list.query()).toEqual(saved);
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });
});
