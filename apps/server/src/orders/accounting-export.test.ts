import { ACCOUNTING_PAGE_SIZE, formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, 'admin');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const exportOf = (query: string, headers = admin.cookie) =>
  t.app.inject({ url: `/api/accounting/orders.csv?${query}`, headers });

/** The CSV's records as cells (no cell in these tests holds a line break). */
function records(csv: string): string[][] {
  return csv
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map(([, cell = '']) => cell))
    .map((cells) => cells.slice(0, 21));
}

/** Each record as an object by the header's column names. */
function rowsOf(csv: string) {
  const [header = [], ...rest] = records(csv);
  return rest.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** A buyer whose orders these tests place, so rows are told apart from other tests' by the email. */
async function buyerNamed(name: string) {
  const buyer = await signedInAccount(t);
  await t.database.db.update(users).set({ name }).where(eq(users.id, buyer.id));
  return buyer;
}

describe('GET /api/accounting/orders.csv', () => {
  it('lists each line of the paid orders placed in the range, the order figures once, on its first line', async () => {
    const buyer = await buyerNamed('Acme Tooling');
    const bolt = await insertProduct(t.database.db, { priceCents: 250, name: 'Hex bolt M8' });
    const nut = await insertProduct(t.database.db, { priceCents: 40, name: 'Lock nut M8' });
    const paidAt = new Date();
    const paid = await insertOrderOf(
      t.database.db,
      buyer.id,
      [
        { product: bolt, quantity: 12 },
        { product: nut, quantity: 25 },
      ],
      'paid',
      undefined,
      {
        paidAt,
        shippingCents: 695,
        taxes: [{ name: 'State tax', rateBasisPoints: 625, taxCents: 250 }],
        poNumber: 'PO-7781',
        shipTo: {
          recipient: 'Acme Tooling',
          line1: '400 Mill Road',
          line2: '',
          city: 'Dayton',
          region: 'OH',
          postcode: '45402',
          country: 'US',
        },
      },
    );
    await insertOrderOf(t.database.db, buyer.id, [{ product: bolt, quantity: 1 }], 'unpaid');
    await insertOrderOf(t.database.db, buyer.id, [{ product: nut, quantity: 7 }], 'paid', undefined, {
      createdAt: new Date(Date.now() - 3 * DAY_MS),
      paidAt: new Date(Date.now() - 3 * DAY_MS),
    });

    const answer = await exportOf(`from=${day(-1)}&to=${day(0)}`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="orders-${day(-1)}-to-${day(0)}.csv"`,
    );
    expect(answer.body.split('\r\n')[0]).toBe(
      'order,placed_at,paid_at,status,customer,customer_email,po_number,ship_to_country,tax_exempt,line,part_number,part_name,quantity,unit_price,line_total,order_subtotal,order_shipping,order_tax,order_total,refunded_at,credit_note',
    );
    const rows = rowsOf(answer.body).filter((row) => row.customer_email === buyer.email);
    expect(rows).toEqual([
      {
        order: formatOrderNumber(paid.number),
        placed_at: paid.createdAt.toISOString(),
        paid_at: paidAt.toISOString(),
        status: 'paid',
        customer: 'Acme Tooling',
        customer_email: buyer.email,
        po_number: 'PO-7781',
        ship_to_country: 'US',
        tax_exempt: 'no',
        line: '1',
        part_number: bolt.partNumber,
        part_name: 'Hex bolt M8',
        quantity: '12',
        unit_price: '2.50',
        line_total: '30.00',
        order_subtotal: '40.00',
        order_shipping: '6.95',
        order_tax: '2.50',
        order_total: '49.45',
        refunded_at: '',
        credit_note: '',
      },
      expect.objectContaining({
        order: formatOrderNumber(paid.number),
        line: '2',
        part_number: nut.partNumber,
        quantity: '25',
        unit_price: '0.40',
        line_total: '10.00',
        order_subtotal: '',
        order_shipping: '',
        order_tax: '',
        order_total: '',
      }),
    ]);
  });

  it('quotes commas and quotes, and starts text a spreadsheet would run as a formula with an apostrophe', async () => {
    const buyer = await buyerNamed('Smith, "Ace" Tools');
    const part = await insertProduct(t.database.db, { priceCents: 100, name: '-Spacer 4 mm' });
    await insertOrderOf(t.database.db, buyer.id, [{ product: part, quantity: 1 }], 'paid', undefined, {
      paidAt: new Date(),
      poNumber: '=HYPERLINK("http://evil.example","Click")',
    });

    const answer = await exportOf(`from=${day(0)}&to=${day(0)}`);

    const line = answer.body.split('\r\n').find((record) => record.includes(buyer.email)) ?? '';
    expect(line).toContain(`,"Smith, ""Ace"" Tools",${buyer.email},`);
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(line).toContain(",'-Spacer 4 mm,");
  });

  it(`streams every order once, oldest first, past a page of ${ACCOUNTING_PAGE_SIZE}`, async () => {
    const buyer = await signedInAccount(t);
    const part = await insertProduct(t.database.db, { priceCents: 100 });
    const start = Date.now() - 20 * DAY_MS;
    const placed = [];
    for (let index = 0; index < ACCOUNTING_PAGE_SIZE + 5; index++) {
      const at = new Date(start + index * 1000);
      placed.push(
        await insertOrderOf(t.database.db, buyer.id, [{ product: part, quantity: 1 }], 'shipped', undefined, {
          createdAt: at,
          paidAt: at,
        }),
      );
    }

    const answer = await exportOf(`from=${day(-20)}&to=${day(-20)}`);

    expect(answer.statusCode).toBe(200);
    const numbers = rowsOf(answer.body)
      .filter((row) => row.customer_email === buyer.email)
      .map((row) => row.order);
    expect(numbers).toEqual(placed.map((order) => formatOrderNumber(order.number)));
  });

  it('is for admins only: a customer gets 403, a visitor 401', async () => {
    const customer = await signedInAccount(t);
    expect((await exportOf(`from=${day(0)}&to=${day(0)}`, customer.cookie)).statusCode).toBe(403);
    expect((await exportOf(`from=${day(0)}&to=${day(0)}`, {})).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-13-01&to=2026-12-01', MESSAGES.dayInvalid('From')],
    ['from=2026-02-01&to=2026-02-30', MESSAGES.dayInvalid('To')],
    ['from=yesterday&to=2026-02-01', MESSAGES.dayInvalid('From')],
    ['to=2026-02-01', MESSAGES.dayInvalid('From')],
    ['from=2026-03-02&to=2026-03-01', MESSAGES.dayRangeReversed],
    ['from=2025-01-01&to=2026-01-02', MESSAGES.dayRangeTooLong(366)],
  ])('answers %s with 400 and the rule', async (query, message) => {
    const answer = await exportOf(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('refuses a continuation it did not give out', async () => {
    await expect(
      trpcAs(t.app, admin.cookie).orders.forAccounting.query({ from: day(0), to: day(0), after: 'x' }),
    ).rejects.toThrow(MESSAGES.listCursorInvalid);
  });
});
