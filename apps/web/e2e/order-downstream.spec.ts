import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { paidOrderRow, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { orderAndPay, pickPart } from './ordering-helpers';

const WIDTHS = [390, 1280];

test("an order's page lists its lines and figures, orders it again into the cart, and links the credit note once refunded", async ({
  page,
  visit,
  request,
}, testInfo) => {
  test.slow();
  const part = await pickPart(request);
  const customer = await createAccount(request);
  await signInAs(page, customer);
  await visit(`/purchase/${part._id}`);
  const orderId = await orderAndPay(page);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/dashboard/MyOrders');
    await expect(page.getByRole('row').filter({ hasText: part.name })).toHaveCount(1);
    await visit(`/dashboard/MyOrders/${orderId}`);
    const lines = page.getByRole('region', { name: '1 line' });
    await expect(lines).toContainText(part.name);
    await expect(lines.getByText(part.name, { exact: true })).toBeVisible();
    const total = page.getByLabel('Order total');
    await expect(total).toContainText('Subtotal');
    await expect(total).toContainText('Shipping$0.00');
    const subtotal = (await total.locator('div', { hasText: 'Subtotal' }).locator('dd').textContent()) ?? '';
    await expect(page.getByTestId('order-total')).toHaveText(subtotal);
    await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('12 Forge Lane, Dhaka');
    await page.screenshot({ path: testInfo.outputPath(`order-lines-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('heading', { name: /^The parts of this order are in your cart/ }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: part.name })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`order-again-cart-${width}.png`), fullPage: true });
  }
  await visit('/cart');

  const row = await paidOrderRow(page, visit, customer.email);
  await row.getByRole('button', { name: /^Refund/ }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.confirmRefundOrder })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(page.getByText(MESSAGES.orderRefunded)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(`/dashboard/MyOrders/${orderId}`);
    await expect(page.getByRole('link', { name: /^Credit note CN-\d{6}$/ })).toBeVisible();
    // An admin reads the customer's order but cannot order it into their own cart.
    await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`credit-note-link-${width}.png`), fullPage: true });
  }
  const link = page.getByRole('link', { name: /^Credit note CN-\d{6}$/ });
  const number = ((await link.textContent()) ?? '').replace('Credit note ', '');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
