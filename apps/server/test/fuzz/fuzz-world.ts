// This suite names tRPC procedures by path on purpose: it enumerates the router's record and sends requests the
// typed client (test/trpc-client.ts) could not express, so it keeps the path-based helper of test/http.ts.
import { appRouter } from '@partsmith/contracts/router';
import { contactMessages, type Database, sessions, users } from '@partsmith/db';
import { eq, inArray } from 'drizzle-orm';
import { generateSecretToken, hashSecretToken } from '../../src/accounts/secret-token';
import { insertAccount, startSession } from '../accounts';
import { insertImage, insertProduct, insertReview, insertUser } from '../factories';
import { bearerHeaders, cookieHeaders, trpcMutation } from '../http';
import { delivery } from '../orders';
import type { TestApp } from '../test-app';
import { type RealValues, realValues } from './real-values';

/** Who sends a fuzzed request: nobody, a customer, an admin, or someone with a token the server never issued. */
export type CallerKind = 'anonymous' | 'customer' | 'admin' | 'forged';
export const CALLER_KINDS: CallerKind[] = ['anonymous', 'customer', 'admin', 'forged'];

/** How credentials travel: the web app's cookie (tRPC) or an API client's bearer token (REST). */
export type Transport = 'cookie' | 'bearer';

export interface FuzzWorld {
  real: RealValues;
  headers(kind: CallerKind, transport: Transport): Record<string, string>;
  /** After a write went through: the callers may have been signed out, removed or promoted; start them afresh. */
  restoreCallers(): Promise<void>;
}

/**
 * A small seeded shop for one entry point's fuzzing: a customer and an admin signed in, another customer, products
 * with an image, the customer's orders (unpaid, paying with an intent, paid) and the other customer's, a review and
 * a contact message. Their ids and emails are the real values the generators offer.
 */
export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const { db } = t.database;
  // The customer can sign in with a password (a real value for login fuzzing); the rest skip argon2's cost.
  const customer = await insertAccount(db);
  const callers: Record<Role, Caller> = {
    customer: { id: customer.id, token: await startSession(db, customer.id) },
    admin: await newCaller(db, 'admin'),
  };
  const other = await newCaller(db, 'customer');
  const bystander = await insertUser(db);
  const imageId = await insertImage(db);
  const plenty = await insertProduct(db, { imageId, quantity: 100_000, minimumOrderQuantity: 1 });
  const scarce = await insertProduct(db, { quantity: 3, minimumOrderQuantity: 2 });
  const gone = await insertProduct(db, { deletedAt: new Date() });
  const own = await placeOrder(t, callers.customer, plenty.id, 2);
  const paying = await placeOrder(t, callers.customer, plenty.id, 1);
  const paid = await placeOrder(t, callers.customer, plenty.id, 3);
  await payWithTestCard(t, callers.customer, paid.id);
  const othersOrder = await placeOrder(t, other, scarce.id, 2);
  const paymentIntentId = await createIntent(t, callers.customer, paying.id);
  const review = await insertReview(db, { userId: other.id });
  const [message] = await db
    .insert(contactMessages)
    .values({ email: bystander.email, message: 'Do you cut threads to order?' })
    .returning({ id: contactMessages.id });
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [customer.id, callers.admin.id, other.id, bystander.id]));
  const real = realValues({
    ids: [
      plenty.id,
      scarce.id,
      gone.id,
      own.id,
      paying.id,
      paid.id,
      othersOrder.id,
      other.id,
      bystander.id,
      review.id,
    ].concat(message ? [message.id] : []),
    emails: emails.map((row) => row.email),
    passwords: [customer.password],
    paymentIntentIds: [paymentIntentId],
    imageIds: [imageId],
    imageUrls: [`http://shop.test/images/${imageId}`],
    partNumbers: [plenty.partNumber, scarce.partNumber, gone.partNumber],
    procedurePaths: Object.keys(appRouter._def.procedures),
  });
  // Well-formed, so the server has to look it up to refuse it.
  const forgedToken = generateSecretToken();

  return {
    real,
    headers(kind, transport) {
      if (kind === 'anonymous') return {};
      const token = kind === 'forged' ? forgedToken : callers[kind].token;
      return transport === 'cookie' ? cookieHeaders(token) : bearerHeaders(token);
    },
    async restoreCallers() {
      const hashes = Object.values(callers).map((caller) => hashSecretToken(caller.token));
      const live = await db
        .select({ userId: sessions.userId, role: users.role, deletedAt: users.deletedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(sessions.id, hashes));
      for (const role of ['customer', 'admin'] as const) {
        const row = live.find((one) => one.userId === callers[role].id);
        if (row?.role === role && row.deletedAt === null) continue;
        const [user] = await db.select().from(users).where(eq(users.id, callers[role].id));
        const usable = user?.role === role && user.deletedAt === null;
        callers[role] = usable
          ? { id: callers[role].id, token: await startSession(db, callers[role].id) }
          : await newCaller(db, role);
      }
    },
  };
}

type Role = 'customer' | 'admin';
interface Caller {
  id: string;
  token: string;
}

/** An order placed through tRPC as the web does; the seed needs it to succeed. */
async function placeOrder(t: TestApp, caller: Caller, productId: string, quantity: number) {
  const input = { productId, quantity, ...delivery };
  const answer = await trpcMutation(t.app, 'orders.place', input, cookieHeaders(caller.token));
  if (answer.status !== 200) throw new Error(`seeding an order failed: ${answer.error?.message}`);
  return answer.data as { id: string };
}

async function createIntent(t: TestApp, caller: Caller, orderId: string): Promise<string> {
  const answer = await trpcMutation(t.app, 'payments.createIntent', { orderId }, cookieHeaders(caller.token));
  if (answer.status !== 200) throw new Error(`seeding a payment intent failed: ${answer.error?.message}`);
  return (answer.data as { paymentIntentId: string }).paymentIntentId;
}

/**
 * Pays as the test-mode card form does, so the order is paid the way real ones are (an intent, a transaction id).
 * A Stripe-configured server has no test mode: there the order stays unpaid.
 */
async function payWithTestCard(t: TestApp, caller: Caller, orderId: string) {
  const paymentIntentId = await createIntent(t, caller, orderId);
  const card = {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  };
  await trpcMutation(t.app, 'payments.payWithTestCard', { paymentIntentId, card });
}

async function newCaller(db: Database, role: Role): Promise<Caller> {
  const user = await insertUser(db, { role });
  return { id: user.id, token: await startSession(db, user.id) };
}
