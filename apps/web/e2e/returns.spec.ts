import { readFile } from 'node:fs/promises';
import { MESSAGES, RETURN_MESSAGES } from '@partsmith/contracts';
import type { APIRequestContext } from '@playwright/test';
import { createAccount } from './account-helpers';
import { DEMO_ADMIN, paidOrderRow, signInAs } from './admin-helpers';
import { newWord } from './catalogue-helpers';
import { test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';
import { availableQuantity, orderAndPay } from './ordering-helpers';

const WIDTHS = [390, 1280];

const stockOf = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as { quantity: number }).quantity;

test('a buyer returns a line of a shipped order; the admin approves, receives and refunds it; the credit note is a PDF', async ({
  page,
  visit,
  request,
  parts,
}, testInfo) => {
  test.slow();
  // A part of its own: the other worker orders the demo parts meanwhile, and this test counts the stock.
  const name = `Bearing ${newWord()}`;
  const [id = ''] = await parts.add([{ name, price: '6.10', quantity: 40, minimumOrderQuantity: 1 }]);
  const part = { _id: id, name };
  const customer = await createAccount(request);
  await signInAs(page, customer);
  await visit(`/purchase/${part._id}`);
  const orderId = await orderAndPay(page);

  const paid = await paidOrderRow(page, visit, customer.email);
  await paid.getByRole('button', { name: /^Mark shipped/ }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order shipped?' })
    .getByRole('button', { name: 'Mark shipped' })
    .click();
  await expect(page.getByText(MESSAGES.shipped)).toBeVisible();

  await signInAs(page, customer);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(`/dashboard/MyOrders/${orderId}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns).toContainText(/You can return parts of this order until \w+ \d+, \d{4}\./);
    const ask = returns.getByRole('button', { name: 'Return items' });
    await ask.scrollIntoViewIfNeeded();
    await expect(ask).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`order-returnable-${width}.png`), fullPage: true });
  }
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('button', { name: 'Return items' }).click();
  const units = returns.getByLabel(`${part.name} (`, { exact: false });
  await units.fill('1');
  await returns.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await returns.getByLabel('Anything to add (optional)').fill('Cracked outer ring');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('return-form-1280.png'), fullPage: true });
  await returns.getByRole('button', { name: 'Request return' }).press('Enter');
  await expect(page.getByText(RETURN_MESSAGES.returnRequested)).toBeVisible();
  await expect(returns).toContainText('Requested: waiting for our answer');
  await expect(returns).toContainText(`1 × ${part.name}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Return requested');

  await signInAs(page, DEMO_ADMIN);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  const step = async (button: string, dialogName: string, confirm: string, status: string) => {
    await row.getByRole('button', { name: new RegExp(`^${button}`) }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(status);
  };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/dashboard/returns');
    const approve = row.getByRole('button', { name: /^Approve/ });
    await approve.scrollIntoViewIfNeeded();
    await expect(approve).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`admin-returns-${width}.png`), fullPage: true });
  }
  await page.getByLabel('Show').selectOption('refused');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show').selectOption('requested');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Show').selectOption('all');
  await step('Approve', 'Approve this return?', 'Approve', 'approved');
  const before = await stockOf(request, part._id);
  await row.getByRole('button', { name: /^Receive/ }).click();
  const receiving = page.getByRole('dialog', { name: 'Mark the parts received' });
  await expect(receiving.getByLabel(`1 × ${part.name}`)).toHaveValue('good');
  await expectAccessible(page);
  await receiving.getByRole('button', { name: 'Mark received' }).click();
  await expect(receiving).toBeHidden();
  await expect(row).toContainText('received');
  await expect.poll(() => stockOf(request, part._id)).toBe(before + 1);
  await step('Refund', 'Refund this return?', 'Refund', 'refunded');
  await expect(row).toContainText(/\$\d+\.\d\d back/);
  await expect(row.getByRole('link', { name: /^CN-\d{6}$/ })).toBeVisible();
  await visit(`/purchase/${part._id}`);
  await expect(availableQuantity(page)).toHaveText(String(before + 1));

  await signInAs(page, customer);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(`/dashboard/MyOrders/${orderId}`);
    await expect(returns).toContainText('Refunded');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Return refunded');
    await page.screenshot({ path: testInfo.outputPath(`order-refunded-${width}.png`), fullPage: true });
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    returns.getByRole('link', { name: /^Credit note CN-\d{6}$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{6}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
