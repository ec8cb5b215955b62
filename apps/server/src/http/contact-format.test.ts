import { MESSAGES } from '@partsmith/contracts';
import { orders, users } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
let customer: SignedInAccount;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInAccount(t);
  productId = (await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 })).id;
});
afterAll(() => t.close());

const contact = { phone: '+44 (0)114 496-0000', address: 'Rose Cottage, Lower Street, Bibury' };
const profile = {
  ...contact,
  linkedin: 'https://www.linkedin.com/in/ada-okafor',
  education: 'BEng Mechanical Engineering',
  nid: 'AB123456C',
};

type Contact = typeof contact;
interface Channel {
  via: string;
  /** Sends the contact; a refusal answers its status and message. */
  send(contact: Contact): Promise<{ status: number; message?: string }>;
  /** What a write would change. */
  state(): Promise<unknown>;
}

const refusalOf = async (call: Promise<unknown>) => {
  const { status, message } = await expectRefusal(call);
  return { status, message };
};
const answerOf = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.app.inject({ method, url, payload, headers: customer.bearer });
  return { status: response.statusCode, message: response.json().message as string | undefined };
};
const orderCount = async () =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id)))[0]?.n;
const profileRow = async () => (await t.database.db.select().from(users).where(eq(users.id, customer.id)))[0];

const CHANNELS: Channel[] = [
  {
    via: 'orders.place',
    send: (given) =>
      refusalOf(trpcAs(t.app, customer.cookie).orders.place.mutate({ productId, quantity: 2, ...given })),
    state: orderCount,
  },
  {
    via: 'POST /api/orders',
    send: ({ phone, address }) =>
      answerOf('POST', '/api/orders', { productId, orderQuantity: 2, userPhone: phone, address }),
    state: orderCount,
  },
  {
    via: 'users.updateProfile',
    send: (given) =>
      refusalOf(trpcAs(t.app, customer.cookie).users.updateProfile.mutate({ ...profile, ...given })),
    state: profileRow,
  },
  {
    via: 'PUT /api/users/{email}',
    send: (given) => answerOf('PUT', `/api/users/${customer.email}`, { ...profile, ...given }),
    state: profileRow,
  },
  {
    via: 'users.updateContact',
    send: (given) => refusalOf(trpcAs(t.app, customer.cookie).users.updateContact.mutate(given)),
    state: profileRow,
  },
];

const cases = CHANNELS.flatMap((channel) => [
  [channel.via, 'phone', '+1 555 CALL NOW', MESSAGES.phoneImplausible, channel] as const,
  [channel.via, 'phone', '12345', MESSAGES.phoneImplausible, channel] as const,
  [channel.via, 'address', '!!!!', MESSAGES.addressImplausible, channel] as const,
  [channel.via, 'address', 'x', MESSAGES.addressImplausible, channel] as const,
]);

describe('a phone and address that cannot be real', () => {
  it.each(cases)(
    '%s refuses %s %j with 400 and “%s”, and writes nothing',
    async (_, field, value, message, channel) => {
      const before = await channel.state();
      expect(await channel.send({ ...contact, [field]: value })).toEqual({ status: 400, message });
      expect(await channel.state()).toEqual(before);
    },
  );

  it('are told apart from real ones in any format: the same contact is accepted everywhere', async () => {
    const client = trpcAs(t.app, customer.cookie);
    const order = await client.orders.place.mutate({ productId, quantity: 2, ...contact });
    expect(order).toMatchObject(contact);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.bearer,
      payload: { productId, orderQuantity: 2, userPhone: '030/12345678', address: '東京都港区芝公園4-2-8' },
    });
    expect(rest.statusCode).toBe(200);
    expect((await client.users.updateProfile.mutate(profile)).profile).toMatchObject(contact);
  });
});
