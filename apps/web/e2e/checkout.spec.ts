import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@partsmith/contracts';
import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount } from './account-helpers';
import { newWord, partCards, saveScreenshot, updatePart } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible, signIn } from './fixtures';
import { payWithCard } from './ordering-helpers';

const WORKSHOP = {
  recipient: 'Forge Yard Workshop',
  line1: '3 Forge Yard',
  city: 'Sheffield',
  postcode: 'S1 2AB',
  country: 'GB',
  phone: '+44 114 496 0000',
  isDefault: true,
};

/** Signs `account` in on a request context of its own and runs `work` as them (the browser keeps its session). */
async function asCustomer(
  request: APIRequestContext,
  account: Account,
  work: (customer: APIRequestContext) => Promise<void>,
) {
  const login = await request.post('/trpc/auth.login', { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  await work(request);
}

describeAtWidths('checkout', () => {
  test('a visitor fills a cart, signs in to an account with a cart, checks out to a saved address by Tracked with VAT, pays, and finds the order', async ({
    page,
    parts,
    playwright,
    baseURL,
    visit,
  }) => {
    test.slow();
    const word = newWord();
    const nuts = `Nut box ${word}`;
    const bolt = `Bolt ${word}`;
    const bearing = `Bearing ${word}`;
    const [, boltId, bearingId] = await parts.add([
      { name: nuts, price: '0.10', quantity: 1000, minimumOrderQuantity: 50, packSize: 50, weightGrams: 4 },
      {
        name: bolt,
        price: '0.50',
        quantity: 100,
        minimumOrderQuantity: 1,
        weightGrams: 30,
        priceBreaks: [{ minimumQuantity: 50, price: '0.40' }],
      },
      { name: bearing, price: '12.00', quantity: 20, minimumOrderQuantity: 1, weightGrams: 250 },
    ]);

    // An account that already holds 60 bolts in its cart, and a saved address, from another browser.
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL ?? '' },
    });
    const account = await createAccount(other);
    await asCustomer(other, account, async (customer) => {
      const held = await customer.post('/trpc/cart.add', { data: { productId: boltId, quantity: 60 } });
      expect(held.ok(), await held.text()).toBe(true);
      const saved = await customer.post('/trpc/addresses.create', { data: WORKSHOP });
      expect(saved.ok(), await saved.text()).toBe(true);
    });
    await other.dispose();

    // A visitor: the nuts from a card (one pack of 50), 60 bolts and a bearing from their pages.
    await visit(`/parts?q=${word}`);
    await partCards(page)
      .filter({ hasText: nuts })
      .getByRole('button', { name: `Add to cart: ${nuts}` })
      .click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await visit(`/parts/${boltId}`);
    await page.getByLabel('Quantity', { exact: true }).fill('60');
    await page.getByRole('button', { name: `Add to cart: ${bolt}` }).click();
    await expect(page.getByText(`60 × ${bolt}`)).toBeVisible();
    await visit(`/parts/${bearingId}`);
    await page.getByRole('button', { name: `Add to cart: ${bearing}` }).click();
    await expect(page.getByRole('link', { name: /Cart 3 parts/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: /Cart 3 parts/ })).toBeVisible();

    // Signing in: 60 + 60 bolts are more than the 100 in stock, and the buyer is told.
    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/cart');
    const notice = page.getByRole('region', { name: 'We merged the cart from before you signed in:' });
    await expect(notice).toContainText(`${bolt}: 120 → 100 (Your quantity higher than 100)`);

    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('radio', { name: /Forge Yard Workshop/ })).toBeChecked();
    // Goods: 50 nuts at $0.10, 100 bolts at the 50+ break ($0.40), a bearing: $5.00 + $40.00 + $12.00.
    // 200 g + 3,000 g + 250 g = 3.45 kg: Tracked's band for up to 5 kg.
    await page.getByRole('radio', { name: /Tracked/ }).check();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Subtotal$57.00');
    // VAT 20% per line and on the shipping: $1.00 + $8.00 + $2.40 + $1.99.
    await expect(summary).toContainText('Shipping$9.95');
    await expect(summary).toContainText('VAT (20%)$13.39');
    await expect(summary.getByTestId('checkout-total')).toHaveText('$80.34');
    const total = (await summary.getByTestId('checkout-total').textContent()) ?? '';
    await page.getByLabel(/Your own reference/).fill(`PO-${word}`);
    await expectAccessible(page);
    await saveScreenshot(page, 'checkout', page.viewportSize()?.width ?? 0);

    await page.getByRole('button', { name: `Place order and pay ${total}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
    const orderId = page.url().split('/').at(-1) ?? '';
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByText(MESSAGES.paymentCompleted)).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart/ }).first()).not.toContainText(/\d parts?/);

    await visit(`/dashboard/MyOrders/${orderId}`);
    const main = page.getByRole('main');
    for (const name of [nuts, bolt, bearing]) await expect(main.getByText(name).first()).toBeVisible();
    await expect(main).toContainText(`PO-${word}`);
    await expect(main).toContainText(total);
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(1)).toContainText('Paid');
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download invoice (PDF)' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test.describe('when a price changes meanwhile', () => {
    // The browser logs the API's 409 for the refused checkout; the page shows the server's reason.
    test.use({ expectedConsoleErrors: [/status of 409/] });
    test('a checkout is refused with the new total, and nothing is ordered', async ({
      page,
      parts,
      playwright,
      baseURL,
      request,
      visit,
    }) => {
      const word = newWord();
      const gauge = `Gauge ${word}`;
      const [gaugeId = ''] = await parts.add([
        { name: gauge, price: '20.00', quantity: 10, minimumOrderQuantity: 1 },
      ]);
      const account = await createAccount(request);
      // Signed in through the API: leaving the login page before its sign-in answered raced it.
      await signIn(page, account);
      await visit(`/parts/${gaugeId}`);
      await page.getByRole('button', { name: `Add to cart: ${gauge}` }).click();
      await expect(page.getByText('Added to cart')).toBeVisible();

      // No address yet: the checkout asks for one, saves it to the book and ships there.
      await visit('/checkout');
      await page.getByLabel('Recipient').fill('Lathe Works');
      await page.getByLabel('Address line 1').fill('9 Mill Lane');
      await page.getByLabel('Town or city').fill('Leeds');
      await page.getByLabel('Postcode').fill('LS1 4AP');
      await page.getByLabel('Phone').fill('+44 113 496 0000');
      await page.getByRole('button', { name: 'Save and ship here' }).click();
      await expect(page.getByRole('radio', { name: /Lathe Works/ })).toBeChecked();
      const summary = page.getByRole('region', { name: 'Order summary' });
      const seen = (await summary.getByTestId('checkout-total').textContent()) ?? '';

      await updatePart(playwright, baseURL ?? '', gaugeId, { price: '25.00' });
      await page.getByRole('button', { name: `Place order and pay ${seen}` }).click();
      await expect(summary.getByRole('alert')).toContainText(`The total changed since you saw it`);
      await expect(summary.getByRole('alert')).toContainText(`not ${seen}`);
      await expect(summary.getByTestId('checkout-total')).not.toHaveText(seen);
      await expect(page).toHaveURL('/checkout');
      await expectAccessible(page);
    });
  });
});
