import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { orderOnPage, payWithCard, pickPart } from './ordering-helpers';

const ORDER_NUMBER = /^PS-\d{6}$/;
const WIDTHS = [390, 1280];

// The other customer's visit asks for an order that is not theirs: the browser logs the 404 answer.
test.use({ expectedConsoleErrors: [/status of 404/] });

test('a customer follows a paid order: number and date in My Orders, its page, timeline, invoice and Order again into the cart; another customer finds nothing', async ({
  page,
  visit,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const part = await pickPart(request);
  const quantity = part.minimumOrderQuantity + 1;
  const customer = await createAccount(request);
  await signInAs(page, customer);
  await visit(`/purchase/${part._id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const orderId = await orderOnPage(page);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(MESSAGES.paymentCompleted)).toBeVisible();
  // A second order stays unpaid: its Pay and Cancel must stay on screen at phone width.
  await visit(`/purchase/${part._id}`);
  await orderOnPage(page);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/dashboard/MyOrders');
    const rows = page.getByRole('row').filter({ hasText: part.name });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.getByRole('link', { name: ORDER_NUMBER })).toBeVisible();
      await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    }
    const unpaid = rows.filter({ has: page.getByRole('link', { name: /^Pay/ }) });
    for (const action of [/^Pay/, /^Cancel/]) {
      const control = unpaid.getByRole(action.source.includes('Pay') ? 'link' : 'button', { name: action });
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    await page.screenshot({ path: testInfo.outputPath(`my-orders-${width}.png`), fullPage: true });
  }

  const paidRow = page.getByRole('row').filter({ hasText: 'Transaction ID' });
  const number = (await paidRow.getByRole('link', { name: ORDER_NUMBER }).textContent()) ?? '';
  await paidRow.getByRole('link', { name: ORDER_NUMBER }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/MyOrders/${orderId}$`));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(`/dashboard/MyOrders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText(part.name, { exact: true }).first()).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(0)).toContainText('Order placed');
    await expect(timeline.nth(1)).toContainText('Paid');
    await expect(timeline.nth(1)).toContainText(/Transaction ID: \S+/);
    await expect(timeline.locator('time')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath(`order-detail-${width}.png`), fullPage: true });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Every line goes into the cart at once (issue 23), at the quantity ordered.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('heading', { name: 'The parts of this order are in your cart.' }),
  ).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${part.name}`)).toHaveValue(String(quantity));

  // A context of its own: `request` holds the first customer's session, and a cookie write needs an Origin.
  const stranger = await playwright.request.newContext({ baseURL });
  await signInAs(page, await createAccount(stranger));
  await stranger.dispose();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(`/dashboard/MyOrders/${orderId}`);
    await expect(page.getByRole('heading', { name: 'This order could not be found' })).toBeVisible();
    await expect(page.getByText(part.name)).toHaveCount(0);
  }
});
