import { formatCents, formatOrderNumber, MESSAGES } from '@partsmith/contracts';
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

/** A checkout's order of two parts, with shipping, two tax rates, a PO number and an address, paid. */
async function paidCheckoutOrder() {
  const buyer = await signedInAccount(t);
  const bolt = await insertProduct(t.database.db, { priceCents: 250, name: 'Hex bolt M8' });
  const nut = await insertProduct(t.database.db, { priceCents: 40, name: 'Lock nut M8' });
  const inserted = await insertOrderOf(
    t.database.db,
    buyer.id,
    [
      { product: bolt, quantity: 12 },
      { product: nut, quantity: 25 },
    ],
    'unpaid',
    undefined,
    {
      shippingCents: 695,
      taxes: [
        { name: 'State tax', rateBasisPoints: 625, taxCents: 294 },
        { name: 'City tax', rateBasisPoints: 100, taxCents: 47 },
      ],
      shipping: { method: 'Ground', deliveryDaysMin: 3, deliveryDaysMax: 5 },
      shipTo: {
        recipient: 'Acme Tooling',
        line1: '400 Mill Road',
        line2: 'Dock 4',
        city: 'Dayton',
        region: 'OH',
        postcode: '45402',
        country: 'US',
      },
      poNumber: 'PO-7781',
    },
  );
  await payOrder(t, buyer, inserted.id);
  const order = await trpcAs(t.app, buyer.cookie).orders.detail.query({ id: inserted.id });
  return { buyer, order, bolt, nut };
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

  it("prints a checkout's lines, subtotal, shipping with its method, tax by rate, total, PO number and ship-to", async () => {
    const { buyer, order, bolt, nut } = await paidCheckoutOrder();

    const answer = await invoiceOf(order.id, buyer);

    expect(answer.statusCode).toBe(200);
    const text = pdfText(answer.rawPayload);
    // The invoice's figures are the order's, and they add up.
    const linesSum = order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const taxSum = order.taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
    expect(linesSum).toBe(order.subtotalCents);
    expect(taxSum).toBe(order.taxCents);
    expect(order.subtotalCents + order.shippingCents + order.taxCents).toBe(order.totalCents);
    for (const expected of [
      `${bolt.partNumber} Hex bolt M8`,
      `${nut.partNumber} Lock nut M8`,
      formatCents(250),
      formatCents(3000),
      formatCents(1000),
      'Subtotal',
      formatCents(order.subtotalCents),
      'Shipping: Ground (delivered in 3–5 working days)',
      formatCents(695),
      'State tax (6.25%)',
      formatCents(294),
      'City tax (1%)',
      formatCents(47),
      'Total',
      formatCents(order.totalCents),
      'PO number',
      'PO-7781',
      'Ship to',
      'Acme Tooling',
      '400 Mill Road',
      'Dock 4',
      'Dayton, OH, 45402',
      'United States',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Tax-exempt');
  });

  it('says a tax-exempt order was charged no tax', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { priceCents: 900 });
    const inserted = await insertOrderOf(
      t.database.db,
      buyer.id,
      [{ product, quantity: 2 }],
      'unpaid',
      undefined,
      { shippingCents: 500, taxExempt: true },
    );
    await payOrder(t, buyer, inserted.id);

    const text = pdfText((await invoiceOf(inserted.id, buyer)).rawPayload);

    expect(text).toContain('Tax-exempt: no tax charged');
    expect(text).toContain(formatCents(2300));
  });

  it('lists the figures in the paid mail: lines, sums, PO number and ship-to', async () => {
    const { buyer, order } = await paidCheckoutOrder();

    const mail = await smtp.takeMailTo(buyer.email);

    for (const expected of [
      `12 × Hex bolt M8 (${order.lines[0]?.partNumber}) at ${formatCents(250)}: ${formatCents(3000)}`,
      `Subtotal: ${formatCents(order.subtotalCents)}`,
      `Shipping: Ground (delivered in 3–5 working days): ${formatCents(695)}`,
      `State tax (6.25%): ${formatCents(294)}`,
      `Total ${formatCents(order.totalCents)}`,
      'PO number: PO-7781',
      'Ship to: Acme Tooling, 400 Mill Road, Dock 4, Dayton, OH, 45402, United States',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.html).toContain('Acme Tooling<br>400 Mill Road');
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
