import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, postOrder, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statusOf, trpcAs } from '../../test/trpc-client';

const TOKEN = 'scrape-token-0123456789';

/** A built web app, so that a path it does not know would otherwise be handed to it as a page. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'partsmith-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Partsmith</title>');
  return dir;
}

/** Prometheus' text format as `name{labels} value` lines, comments left out. */
async function scrape(t: TestApp, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const response = await t.app.inject({ url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body.split('\n').filter((line) => line && !line.startsWith('#'));
}

const sampleOf = (lines: string[], series: string) =>
  Number(lines.find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? Number.NaN);

describe('metrics switched off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it('serve nothing at /metrics, not even the web app', async () => {
    const response = await t.app.inject('/metrics');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('metrics with METRICS=1 and a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS: '1', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answer only the bearer of the token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ message: 'UnAuthorized access' });
    }
  });

  it('time requests by route pattern, never by raw URL, and name tRPC procedures', async () => {
    const product = await insertProduct(t.database.db);
    expect((await t.app.inject(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/products/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/no/such/thing')).statusCode).toBe(404);
    expect((await t.app.inject('/trpc/catalog.list')).statusCode).toBe(200);

    const lines = await scrape(t);
    const count = 'http_request_duration_seconds_count';
    expect(sampleOf(lines, `${count}{method="GET",route="/api/products/:id",status_code="200"}`)).toBe(1);
    expect(sampleOf(lines, `${count}{method="GET",route="/api/products/:id",status_code="404"}`)).toBe(1);
    expect(sampleOf(lines, `${count}{method="GET",route="/trpc/catalog.list",status_code="200"}`)).toBe(1);
    expect(sampleOf(lines, `${count}{method="GET",route="unmatched",status_code="404"}`)).toBe(1);
    expect(lines.filter((line) => line.includes(product.id) || line.includes('/api/no/such'))).toEqual([]);
  });

  it('count orders placed and payments by outcome, whichever API they came through', async () => {
    const before = await scrape(t);
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { priceCents: 500, minimumOrderQuantity: 1 });
    const order = await placeOrder(t, buyer, product.id, 1);
    const rest = await postOrder(t, buyer.bearer, product.id, 1);
    expect(rest.statusCode).toBe(200);
    const { paymentIntentId } = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({
      orderId: order.id,
    });
    const card = (number: string) => ({
      paymentIntentId,
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    });
    expect(await statusOf(trpcAs(t.app).payments.payWithTestCard.mutate(card('4000000000000002')))).toBe(402);
    expect(await statusOf(trpcAs(t.app).payments.payWithTestCard.mutate(card('4242424242424242')))).toBe(200);

    const after = await scrape(t);
    const grew = (series: string) => sampleOf(after, series) - (sampleOf(before, series) || 0);
    expect(grew('partsmith_orders_placed_total')).toBe(2);
    expect(grew('partsmith_payments_total{call="create_intent",outcome="succeeded"}')).toBe(1);
    expect(grew('partsmith_payments_total{call="test_card",outcome="payment_required"}')).toBe(1);
    expect(grew('partsmith_payments_total{call="test_card",outcome="succeeded"}')).toBe(1);
  });

  it("report Node's event-loop lag and the requests in flight", async () => {
    const lines = await scrape(t);
    expect(sampleOf(lines, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The scrape itself is the one request being answered.
    expect(sampleOf(lines, 'http_requests_in_flight')).toBe(1);
  });
});
