import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { paidOrderRow, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { orderAndPay, pickPart } from './ordering-helpers';

test('an admin refunds a paid order after confirming it, and the customer sees it refunded', async ({
  page,
  visit,
  request,
}, testInfo) => {
  test.slow();
  const part = await pickPart(request);
  const customer = await createAccount(request);
  await signInAs(page, customer);
  await visit(`/purchase/${part._id}`);
  await orderAndPay(page);

  const row = await paidOrderRow(page, visit, customer.email);
  const refund = row.getByRole('button', { name: /^Refund/ });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await refund.scrollIntoViewIfNeeded();
    await expect(refund).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`all-orders-${width}.png`), fullPage: true });
  }

  await refund.click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.confirmRefundOrder });
  await expect(dialog).toContainText(part.name);
  await expect(dialog).toContainText(customer.email);
  // The safe choice has the focus: backing out refunds nothing.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'paid', exact: true })).toHaveCount(1);

  await refund.click();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(MESSAGES.orderRefunded)).toBeVisible();
  await page.getByLabel('Show').selectOption('refunded');
  const refunded = page.getByRole('row').filter({ hasText: customer.email });
  await expect(refunded.getByRole('cell', { name: 'refunded', exact: true })).toHaveCount(1);
  await expect(refunded.getByRole('button')).toHaveCount(0);

  await signInAs(page, customer);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/dashboard/MyOrders');
    const mine = page.getByRole('row').filter({ hasText: part.name });
    await expect(mine).toContainText('Refunded');
    await expect(mine).not.toContainText('Paid');
    await expect(mine.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`my-orders-${width}.png`), fullPage: true });
  }
});
