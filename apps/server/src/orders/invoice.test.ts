import { inflateSync } from 'node:zlib';
import { formatCents, formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, placePaidOrder, type SignedInAccount, signedInAccount } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    SHOP_NAME: 'Forge & Sons',
    SHOP_ADDRESS: '9 Anvil Row, Sheffield S1 2AB',
    SMTP_URL: smtp.url,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invoiceOf = (orderId: string, buyer?: SignedInAccount) =>
  t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: buyer?.cookie });

/** The text a PDF shows: its page streams inflated, and the hex strings of their text operators decoded. */
function pdfText(pdf: Buffer): string {
  const streams = pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  const contents = [...streams].map(([, data = '']) => {
    try {
      return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      return data;
    }
  });
  const shown = contents.join('\n').matchAll(/<([0-9A-Fa-f]*)> Tj/g);
  return [...shown].map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1')).join('\n');
}

async function paidOrder(quantity = 3) {
  const buyer = await signedInAccount(t);
  const product = await insertProduct(t.database.db, { priceCents: 1250, name: 'Brass hinge Ⅱ' });
  const { order, paymentIntentId } = await placePaidOrder(t, buyer, product.id, quantity);
  return { buyer, order, paymentIntentId };
}

describe('GET /api/orders/:id/invoice.pdf', () => {
  it('gives the owner a PDF with the shop, order number, dates, buyer, line, total and payment reference', async () => {
    const { buyer, order, paymentIntentId } = await paidOrder();

    const answer = await invoiceOf(order.id, buyer);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${formatOrderNumber(order.number)}.pdf"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.rawPayload);
    for (const expected of [
      'Forge & Sons',
      '9 Anvil Row, Sheffield S1 2AB',
      `Invoice ${formatOrderNumber(order.number)}`,
      buyer.name,
      buyer.email,
      // Characters the standard fonts cannot show are printed as `?`, never a failure.
      'Brass hinge ?',
      formatCents(1250),
      formatCents(3750),
      paymentIntentId,
    ])
      expect(text).toContain(expected);
  });

  it('is linked from the paid mail, which names the order by its number', async () => {
    const { buyer, order } = await paidOrder();

    const mail = await smtp.takeMailTo(buyer.email);

    expect(mail.text).toContain(`Order ${formatOrderNumber(order.number)}`);
    expect(mail.text).toContain(`http://shop.test/api/orders/${order.id}/invoice.pdf`);
    expect(mail.html).toContain(`href="http://shop.test/dashboard/MyOrders/${order.id}"`);
  });

  it('gives an admin the invoice of any paid order', async () => {
    const { order } = await paidOrder();
    const admin = await signedInAccount(t, 'admin');

    const answer = await invoiceOf(order.id, admin);

    expect(answer.statusCode).toBe(200);
    expect(pdfText(answer.rawPayload)).toContain(formatOrderNumber(order.number));
  });

  it('answers another customer and a visitor 404, as for a missing order', async () => {
    const { order } = await paidOrder();
    const other = await signedInAccount(t);

    const foreign = await invoiceOf(order.id, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.orderNotFound });
    expect((await invoiceOf(crypto.randomUUID(), other)).statusCode).toBe(404);
    const visitor = await invoiceOf(order.id);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: MESSAGES.orderNotFound });
  });

  it('answers 409 for an order that is not paid yet, or was refunded', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db);
    const unpaid = await placeOrder(t, buyer, product.id, 2);
    const { order: refunded } = await paidOrder();
    const admin = await signedInAccount(t, 'admin');
    await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: refunded.id });

    for (const answer of [await invoiceOf(unpaid.id, buyer), await invoiceOf(refunded.id, admin)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: MESSAGES.onlyPaidInvoiced });
    }
  });
});
