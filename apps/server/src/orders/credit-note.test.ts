import { formatCents, formatCreditNoteNumber, formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import {
  payOrder,
  placeOrder,
  placePaidOrder,
  type SignedInAccount,
  signedInAccount,
} from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SHOP_NAME: 'Forge & Sons', SMTP_URL: smtp.url });
  admin = await signedInAccount(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const creditNoteOf = (orderId: string, caller?: SignedInAccount) =>
  t.app.inject({ url: `/api/orders/${orderId}/credit-note.pdf`, headers: caller?.cookie });

/** A paid checkout order of two parts with shipping, tax and a PO number, refunded by the admin. */
async function refundedOrder() {
  const buyer = await signedInAccount(t);
  const gear = await insertProduct(t.database.db, { priceCents: 1800, name: 'Spur gear 40T' });
  const key = await insertProduct(t.database.db, { priceCents: 120, name: 'Shaft key' });
  const inserted = await insertOrderOf(
    t.database.db,
    buyer.id,
    [
      { product: gear, quantity: 2 },
      { product: key, quantity: 5 },
    ],
    'unpaid',
    undefined,
    {
      shippingCents: 450,
      taxes: [{ name: 'VAT', rateBasisPoints: 2000, taxCents: 930 }],
      poNumber: 'WO-118',
    },
  );
  await payOrder(t, buyer, inserted.id);
  const { order } = await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: inserted.id });
  return { buyer, order };
}

describe('credit notes', () => {
  it('numbers a refunded paid order once, in a sequence of its own, and shows the number on the order', async () => {
    const first = await refundedOrder();
    const second = await refundedOrder();

    expect(first.order.creditNoteNumber).toEqual(expect.any(Number));
    expect(second.order.creditNoteNumber).toBe((first.order.creditNoteNumber ?? 0) + 1);
    // A repeated refund changes nothing: the same number.
    const again = await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: first.order.id });
    expect(again).toMatchObject({
      changed: false,
      order: { creditNoteNumber: first.order.creditNoteNumber },
    });
    const seen = await trpcAs(t.app, first.buyer.cookie).orders.detail.query({ id: first.order.id });
    expect(seen.creditNoteNumber).toBe(first.order.creditNoteNumber);
  });

  it('gives the owner a PDF credit note with its number, the invoice it credits, the lines and figures', async () => {
    const { buyer, order } = await refundedOrder();
    const number = formatCreditNoteNumber(order.creditNoteNumber ?? 0);

    const answer = await creditNoteOf(order.id, buyer);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = pdfText(answer.rawPayload);
    expect(order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(order.subtotalCents);
    expect(order.subtotalCents + order.shippingCents + order.taxCents).toBe(order.totalCents);
    for (const expected of [
      `Credit note ${number}`,
      'Credits invoice',
      formatOrderNumber(order.number),
      order.refundId ?? 'a refund reference',
      'Spur gear 40T',
      'Shaft key',
      formatCents(3600),
      formatCents(600),
      formatCents(order.subtotalCents),
      formatCents(450),
      'VAT (20%)',
      formatCents(930),
      'Total credited',
      formatCents(order.totalCents),
      'WO-118',
    ])
      expect(text).toContain(expected);
  });

  it('is linked from the refund mail', async () => {
    const { buyer, order } = await refundedOrder();
    await t.app.jobs.drain();
    // The paid mail and the refund mail, in whichever order the job workers sent them.
    const mails = [await smtp.takeMailTo(buyer.email), await smtp.takeMailTo(buyer.email)];
    const mail = mails.find((candidate) => candidate.subject === 'Your Partsmith payment has been refunded');
    if (!mail)
      throw new Error(`no refund mail among: ${mails.map((candidate) => candidate.subject).join(', ')}`);
    expect(mail.text).toContain(
      `Your credit note ${formatCreditNoteNumber(order.creditNoteNumber ?? 0)} (PDF, after signing in): http://shop.test/api/orders/${order.id}/credit-note.pdf`,
    );
  });

  it('gives an admin any credit note, and another customer or a visitor the 404 of a missing order', async () => {
    const { order } = await refundedOrder();
    const other = await signedInAccount(t);

    expect((await creditNoteOf(order.id, admin)).statusCode).toBe(200);
    for (const answer of [
      await creditNoteOf(order.id, other),
      await creditNoteOf(order.id),
      await creditNoteOf(crypto.randomUUID(), admin),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: MESSAGES.orderNotFound });
    }
  });

  it('answers 409 for an order that was not refunded after payment', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const unpaid = await placeOrder(t, buyer, product.id, 2);
    const { order: paid } = await placePaidOrder(t, buyer, product.id, 3);

    for (const answer of [await creditNoteOf(unpaid.id, buyer), await creditNoteOf(paid.id, admin)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: MESSAGES.onlyRefundedCreditNote });
    }
  });
});
