import { contactMessages, orders, products, reviews, users } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertOrder, insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
let customer: SignedInAccount;
let admin: SignedInAccount;
let productId: string;
let imageId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInAccount(t);
  // A buyer: only they may post the review whose text is checked here.
  await insertOrder(t.database.db, customer.id, 'paid');
  admin = await signedInAccount(t, 'admin');
  productId = (await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 })).id;
  imageId = await insertImage(t.database.db);
});
afterAll(() => t.close());

/** NUL, bell, escape, delete, the C1 next-line and application-command characters, and a lone surrogate. */
const CONTROL = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800'];
/** Line breaks and tabs belong in multi-line fields only. */
const SINGLE_LINE_ONLY = ['\n', '\r', '\t'];
/** A URL cannot carry a lone surrogate (it is not UTF-8): the query-string cases leave it out. */
const URL_CONTROL = CONTROL.filter((character) => character !== '\ud800');

interface Answer {
  status: number;
  message: string | undefined;
}

interface TextInput {
  /** The field's label in its message. */
  label: string;
  via: string;
  multiline?: boolean;
  characters?: string[];
  send(value: string): Promise<Answer>;
  /** What a write would change: it must read the same after a refusal. */
  state(): Promise<unknown>;
}

/** How a tRPC call that must be refused was answered. */
const refused = async (call: Promise<unknown>): Promise<Answer> => {
  const { status, message } = await expectRefusal(call);
  return { status, message };
};
const rest = async (method: 'POST' | 'PUT', url: string, payload: object, headers = customer.bearer) => {
  const response = await t.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, message: response.json().message } as Answer;
};
const rowCount = async (table: typeof users | typeof reviews | typeof contactMessages | typeof products) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;
const ordersState = async () => [
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id)))[0]?.n,
  (
    await t.database.db.select({ stock: products.quantity }).from(products).where(eq(products.id, productId))
  )[0],
];
const profileState = async () =>
  (await t.database.db.select().from(users).where(eq(users.id, customer.id)))[0];
const productState = async () =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0];

const uniqueEmail = () => `text-${crypto.randomUUID()}@example.com`;
const profile = {
  phone: '+44 20 7946 0018',
  address: '14 Foundry Row, Sheffield',
  linkedin: 'https://www.linkedin.com/in/ada-okafor',
  education: 'BEng Mechanical Engineering',
  nid: 'AB123456C',
};
const order = () => ({ productId, quantity: 2, phone: '+44 114 496 0000', address: '3 Forge Yard' });
const newProduct = () => ({
  name: 'Hex bolt M8',
  description: 'Zinc plated',
  quantity: 10,
  minimumOrderQuantity: 1,
  price: '1.50',
});
const profileInputs = (['phone', 'address', 'linkedin', 'education', 'nid'] as const).flatMap(
  (field): TextInput[] => {
    const label = {
      phone: 'Phone',
      address: 'Address',
      linkedin: 'LinkedIn URL',
      education: 'Education',
      nid: 'NID',
    };
    // The URL is broken inside its path, where a control character would otherwise be percent-encoded and kept.
    const with_ = (value: string) =>
      field === 'linkedin' ? `https://www.linkedin.com/in/ada${value}okafor` : value;
    return [
      {
        label: label[field],
        via: 'users.updateProfile',
        multiline: field === 'address',
        send: (value) =>
          refused(
            trpcAs(t.app, customer.cookie).users.updateProfile.mutate({ ...profile, [field]: with_(value) }),
          ),
        state: profileState,
      },
      {
        label: label[field],
        via: 'PUT /api/users/{email}',
        multiline: field === 'address',
        send: (value) => rest('PUT', `/api/users/${customer.email}`, { ...profile, [field]: with_(value) }),
        state: profileState,
      },
    ];
  },
);

const INPUTS: TextInput[] = [
  {
    label: 'Name',
    via: 'auth.register',
    send: (value) =>
      refused(
        trpcAs(t.app).auth.register.mutate({ name: value, email: uniqueEmail(), password: 'long enough' }),
      ),
    state: () => rowCount(users),
  },
  {
    label: 'Name',
    via: 'POST /api/auth/register',
    send: (value) =>
      rest('POST', '/api/auth/register', { name: value, email: uniqueEmail(), password: 'long enough' }, {}),
    state: () => rowCount(users),
  },
  ...profileInputs,
  {
    label: 'Phone',
    via: 'orders.place',
    send: (value) =>
      refused(trpcAs(t.app, customer.cookie).orders.place.mutate({ ...order(), phone: value })),
    state: ordersState,
  },
  {
    label: 'Address',
    via: 'orders.place',
    multiline: true,
    send: (value) =>
      refused(trpcAs(t.app, customer.cookie).orders.place.mutate({ ...order(), address: value })),
    state: ordersState,
  },
  {
    label: 'Idempotency-Key',
    via: 'orders.place',
    send: (value) =>
      refused(trpcAs(t.app, customer.cookie).orders.place.mutate({ ...order(), idempotencyKey: value })),
    state: ordersState,
  },
  {
    label: 'Phone',
    via: 'POST /api/orders',
    send: (value) =>
      rest('POST', '/api/orders', { productId, orderQuantity: 2, userPhone: value, address: '3 Forge Yard' }),
    state: ordersState,
  },
  {
    label: 'Address',
    via: 'POST /api/orders',
    multiline: true,
    send: (value) =>
      rest('POST', '/api/orders', {
        productId,
        orderQuantity: 2,
        userPhone: '+44 114 496 0000',
        address: value,
      }),
    state: ordersState,
  },
  {
    label: 'Description',
    via: 'reviews.create',
    multiline: true,
    send: (value) =>
      refused(trpcAs(t.app, customer.cookie).reviews.create.mutate({ description: value, rating: 5 })),
    state: () => rowCount(reviews),
  },
  {
    label: 'Description',
    via: 'POST /api/reviews',
    multiline: true,
    send: (value) => rest('POST', '/api/reviews', { description: value, ratting: 5 }),
    state: () => rowCount(reviews),
  },
  {
    label: 'Message',
    via: 'contact.send',
    multiline: true,
    send: (value) => refused(trpcAs(t.app).contact.send.mutate({ email: uniqueEmail(), message: value })),
    state: () => rowCount(contactMessages),
  },
  ...(['name', 'description'] as const).flatMap((field): TextInput[] => {
    const label = field === 'name' ? 'Name' : 'Description';
    const multiline = field === 'description';
    return [
      {
        label,
        via: 'admin.products.create',
        multiline,
        send: (value) =>
          refused(
            trpcAs(t.app, admin.cookie).admin.products.create.mutate({
              ...newProduct(),
              imageId,
              [field]: value,
            }),
          ),
        state: () => rowCount(products),
      },
      {
        label,
        via: 'POST /api/products',
        multiline,
        send: (value) =>
          rest(
            'POST',
            '/api/products',
            { ...newProduct(), img: `/images/${imageId}`, [field]: value },
            admin.bearer,
          ),
        state: () => rowCount(products),
      },
      {
        label,
        via: 'admin.products.update',
        multiline,
        send: (value) =>
          refused(
            trpcAs(t.app, admin.cookie).admin.products.update.mutate({ id: productId, [field]: value }),
          ),
        state: productState,
      },
    ];
  }),
  {
    label: 'Search',
    via: 'admin.users.list',
    send: async (value) => {
      return refused(trpcAs(t.app, admin.cookie).admin.users.list.query({ search: value }));
    },
    state: async () => null,
  },
  {
    label: 'Search',
    via: 'GET /api/users',
    characters: URL_CONTROL,
    send: async (value) => {
      const url = `/api/users?search=${encodeURIComponent(value)}`;
      const response = await t.app.inject({ method: 'GET', url, headers: admin.bearer });
      return { status: response.statusCode, message: response.json().message };
    },
    state: async () => null,
  },
];

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
const cases = INPUTS.flatMap((input) =>
  [...(input.characters ?? CONTROL), ...(input.multiline ? [] : SINGLE_LINE_ONLY)].map(
    (character) => [input.label, input.via, codePoint(character), input, character] as const,
  ),
);

describe('text inputs', () => {
  it.each(cases)(
    '%s through %s refuses %s with its message and writes nothing',
    async (label, _, __, input, character) => {
      const before = await input.state();
      const answer = await input.send(`Forge${character}Yard`);
      expect(answer).toEqual({ status: 400, message: `${label} contains characters that are not allowed` });
      expect(await input.state()).toEqual(before);
    },
  );

  it('keeps line breaks, tabs, accents and emoji in multi-line text, reading a Windows line break as one', async () => {
    const description = `Gode gevind, “Smedje” 🔧.\r\n\tSendt hurtigt ${crypto.randomUUID()}`;
    const created = await trpcAs(t.app, customer.cookie).reviews.create.mutate({ description, rating: 5 });
    const { id } = created;
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.description).toBe(description.replace('\r\n', '\n'));
  });
});
