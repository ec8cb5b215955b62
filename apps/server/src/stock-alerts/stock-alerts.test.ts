import { MESSAGES } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { insertProduct } from '../../test/factories';
import { appTest as it, type Mail } from '../../test/fixtures';
import {
  placeOrder,
  placePaidOrder,
  type SignedInAccount,
  signedInAccount,
  stockOf,
} from '../../test/orders';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { sweepExpiredOrders } from '../orders/sweep-expired-orders';
import { createOrderPayments } from '../payments/create-order-payments';
import { sendBackInStockMails } from './send-back-in-stock-mails';

const visitorEmail = () => `visitor-${crypto.randomUUID()}@example.com`;
const linkIn = (text: string | undefined, path: string) =>
  new URL(new RegExp(`https?://\\S+${path}\\S*`).exec(text ?? '')?.[0] ?? 'http://none');

function restock(t: TestApp, admin: SignedInAccount, id: string, addQuantity: number) {
  return trpcAs(t.app, admin.cookie).admin.products.update.mutate({ id, addQuantity });
}

/** The back-in-stock mails `address` received, once every job (the back-in-stock job, then its mails) has run. */
async function backInStockMails(mail: Mail, address: string) {
  const received = await mail.untakenMailTo(address);
  return received.filter((message) => message.subject?.startsWith('Back in stock'));
}

describe('email me when it is back', () => {
  it('a signed-in buyer subscribes in one click, is mailed once on the restock from none, and the alert is spent', async ({
    t,
    mail,
    customer,
    admin,
  }) => {
    const part = await insertProduct(t.database.db, { quantity: 0, name: 'M10 hex nut' });
    const buyer = trpcAs(t.app, customer.cookie);
    expect(await buyer.stockAlerts.state.query({ productId: part.id })).toEqual({ subscribed: false });
    expect(await buyer.stockAlerts.subscribe.mutate({ productId: part.id })).toEqual({
      status: 'subscribed',
    });
    expect(await buyer.stockAlerts.subscribe.mutate({ productId: part.id })).toEqual({
      status: 'subscribed',
    });
    expect(await buyer.stockAlerts.state.query({ productId: part.id })).toEqual({ subscribed: true });

    await restock(t, admin, part.id, 5);
    const [sent, ...more] = await backInStockMails(mail, customer.email);
    expect(more).toEqual([]);
    expect(sent?.subject).toBe('Back in stock: M10 hex nut');
    expect(linkIn(sent?.text, `/parts/${part.id}`).pathname).toBe(`/parts/${part.id}`);
    expect(linkIn(sent?.text, '/back-in-stock/unsubscribe').searchParams.get('token')).toBeTruthy();

    // More stock on stock already there, or a second restock from none, mails nobody again: the alert is spent.
    await restock(t, admin, part.id, 5);
    await trpcAs(t.app, admin.cookie).admin.products.update.mutate({ id: part.id, quantity: 0 });
    await restock(t, admin, part.id, 1);
    expect(await backInStockMails(mail, customer.email)).toHaveLength(1);
    expect(await buyer.stockAlerts.state.query({ productId: part.id })).toEqual({ subscribed: false });
  });

  it('a buyer who cancels is not mailed; a part in stock offers no alert', async ({
    t,
    mail,
    customer,
    admin,
  }) => {
    const part = await insertProduct(t.database.db, { quantity: 0 });
    const buyer = trpcAs(t.app, customer.cookie);
    await buyer.stockAlerts.subscribe.mutate({ productId: part.id });
    expect(await buyer.stockAlerts.cancel.mutate({ productId: part.id })).toEqual({ subscribed: false });
    await restock(t, admin, part.id, 3);
    expect(await backInStockMails(mail, customer.email)).toEqual([]);

    const refused = await expectRefusal(buyer.stockAlerts.subscribe.mutate({ productId: part.id }));
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.stockAlertInStock });
  });

  it('a visitor must confirm the mailed link: nobody can subscribe an address they cannot read', async ({
    t,
    mail,
    admin,
  }) => {
    const part = await insertProduct(t.database.db, { quantity: 0, name: 'Drill 6 mm' });
    const confirmed = visitorEmail();
    const unconfirmed = visitorEmail();
    const visitor = trpcAs(t.app);
    expect(await visitor.stockAlerts.subscribe.mutate({ productId: part.id, email: confirmed })).toEqual({
      status: 'checkEmail',
    });
    await visitor.stockAlerts.subscribe.mutate({ productId: part.id, email: confirmed.toUpperCase() });
    await visitor.stockAlerts.subscribe.mutate({ productId: part.id, email: unconfirmed });
    const [confirmMail, again] = await mail.untakenMailTo(confirmed);
    expect(again).toBeUndefined();
    expect(confirmMail?.subject).toBe('Confirm your Partsmith back-in-stock email: Drill 6 mm');
    const token = linkIn(confirmMail?.text, '/back-in-stock/confirm').searchParams.get('token') ?? '';
    expect(await visitor.stockAlerts.confirm.mutate({ token })).toEqual({
      productId: part.id,
      productName: 'Drill 6 mm',
    });
    expect(await visitor.stockAlerts.confirm.mutate({ token })).toMatchObject({ productId: part.id });
    // Confirmed already: asking again sends no new mail and answers the same.
    expect(await visitor.stockAlerts.subscribe.mutate({ productId: part.id, email: confirmed })).toEqual({
      status: 'checkEmail',
    });

    await restock(t, admin, part.id, 2);
    expect(await backInStockMails(mail, confirmed)).toHaveLength(1);
    expect(await backInStockMails(mail, unconfirmed)).toEqual([]);

    const wrong = await expectRefusal(
      visitor.stockAlerts.confirm.mutate({ token: 'abcdefghijklmnopqrstuvwxyz234567' }),
    );
    expect(wrong).toMatchObject({ status: 400, message: MESSAGES.stockAlertLinkInvalid });
  });

  it('the unsubscribe link works without signing in and ends every waiting alert of its address', async ({
    t,
    mail,
    admin,
  }) => {
    const first = await insertProduct(t.database.db, { quantity: 0 });
    const second = await insertProduct(t.database.db, { quantity: 0 });
    const email = visitorEmail();
    const visitor = trpcAs(t.app);
    for (const part of [first, second]) {
      await visitor.stockAlerts.subscribe.mutate({ productId: part.id, email });
      const sent = await mail.takeMailTo(email);
      const token = linkIn(sent.text, '/back-in-stock/confirm').searchParams.get('token') ?? '';
      await visitor.stockAlerts.confirm.mutate({ token });
      if (part === second) {
        const unsubscribe = linkIn(sent.text, '/back-in-stock/unsubscribe').searchParams.get('token') ?? '';
        const rest = await t.app.inject({
          method: 'POST',
          url: '/api/stock-alerts/unsubscribe',
          payload: { token: unsubscribe },
        });
        expect(rest.statusCode).toBe(200);
        expect(rest.json()).toEqual({ email, cancelled: 2 });
        const forged = await expectRefusal(
          visitor.stockAlerts.unsubscribe.mutate({ token: `${unsubscribe.split('.')[0]}.forged` }),
        );
        expect(forged).toMatchObject({ status: 400, message: MESSAGES.stockAlertLinkInvalid });
      }
    }
    await restock(t, admin, first.id, 1);
    await restock(t, admin, second.id, 1);
    expect(await backInStockMails(mail, email)).toEqual([]);
  });

  it('stock coming back from a cancelled, an expired or a refunded order mails the waiting buyer', async ({
    t,
    mail,
    clock,
  }) => {
    const jobs = t.app.jobs;
    const sweep = () =>
      sweepExpiredOrders({
        db: t.database.db,
        now: () => new Date(clock.now().getTime() + 49 * 3_600_000),
        jobs,
        payments: createOrderPayments({ gateway: null, jobs }),
      });
    const admin = await signedInAccount(t, 'admin');
    for (const path of ['cancel', 'expire', 'refund'] as const) {
      const part = await insertProduct(t.database.db, { quantity: 2 });
      const holder = await signedInAccount(t);
      const waiting = await signedInAccount(t);
      const order =
        path === 'refund'
          ? (await placePaidOrder(t, holder, part.id, 2)).order
          : await placeOrder(t, holder, part.id, 2);
      expect(await stockOf(t, part.id)).toBe(0);
      await trpcAs(t.app, waiting.cookie).stockAlerts.subscribe.mutate({ productId: part.id });
      if (path === 'cancel') await trpcAs(t.app, holder.cookie).orders.cancel.mutate({ id: order.id });
      if (path === 'expire') await sweep();
      if (path === 'refund') await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: order.id });
      expect(await stockOf(t, part.id)).toBe(2);
      expect(await backInStockMails(mail, waiting.email), path).toHaveLength(1);
    }
  });

  it('two back-in-stock jobs for one part at once (a doubled or retried job) mail each subscriber once', async ({
    t,
    mail,
  }) => {
    const part = await insertProduct(t.database.db, { quantity: 0 });
    const buyers = await Promise.all([signedInAccount(t), signedInAccount(t), signedInAccount(t)]);
    for (const buyer of buyers)
      await trpcAs(t.app, buyer.cookie).stockAlerts.subscribe.mutate({ productId: part.id });
    await t.database.db.update(products).set({ quantity: 4 }).where(eq(products.id, part.id));
    const run = () =>
      sendBackInStockMails({
        db: t.database.db,
        jobs: t.app.jobs,
        now: () => new Date(),
        publicUrl: 'http://shop.test',
        productId: part.id,
      });
    await Promise.all([run(), run(), run()]);
    for (const buyer of buyers) expect(await backInStockMails(mail, buyer.email)).toHaveLength(1);
  });
});
