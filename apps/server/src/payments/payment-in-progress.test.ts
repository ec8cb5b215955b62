import { describe, expect } from 'vitest';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow, stockOf } from '../../test/orders';
import { orderWithIntent, sendWebhook, succeededEvent, sweepTwoDaysLater } from '../../test/stripe-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

describe('an order whose payment is on its way cannot be cancelled', () => {
  it.for(['processing', 'succeeded'])(
    'refuses the customer’s cancel and the admin’s delete while the intent is %s; the sweep leaves it for the webhook',
    async (status, { t, stripe, mail, customer: buyer, admin }) => {
      const { order, productId, paymentIntentId } = await orderWithIntent(t, buyer);
      stripe.update(paymentIntentId, { status });

      const attempts = [
        await expectRefusal(trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: order.id })),
        await expectRefusal(trpcAs(t.app, admin.cookie).orders.delete.mutate({ id: order.id })),
      ];
      for (const attempt of attempts)
        expect(attempt).toMatchObject({ status: 409, message: 'A payment for this order is in progress.' });
      const rest = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.id}`,
        headers: buyer.bearer,
      });
      expect(rest.statusCode).toBe(409);
      expect(rest.json()).toEqual({ message: 'A payment for this order is in progress.' });
      const legacy = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${buyer.email}`,
        headers: buyer.bearer,
      });
      expect(legacy.statusCode).toBe(409);
      await sweepTwoDaysLater(t, stripe);
      expect((await orderRow(t, order.id))?.status).toBe('unpaid');
      expect(await stockOf(t, productId)).toBe(7);
      expect(stripe.intents.get(paymentIntentId)?.status).toBe(status);

      stripe.update(paymentIntentId, { status: 'succeeded' });
      expect((await sendWebhook(t, succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
      expect((await orderRow(t, order.id))?.status).toBe('paid');
      expect(stripe.refundsOf(paymentIntentId)).toEqual([]);
      await mail.takeMailTo(buyer.email);
    },
  );
});
