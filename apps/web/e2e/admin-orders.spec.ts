import { MESSAGES } from '@partsmith/contracts';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { seedEveryAction } from './screens-helpers';

test('Mark shipped asks first, naming the order, and the status stays apart from the actions', async ({
  page,
  visit,
  playwright,
  baseURL,
}) => {
  const seed = await seedEveryAction(playwright, baseURL ?? '');
  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/manageAllOrders');
  // Narrowed to this customer: another test may place a page of orders meanwhile (My Orders' pager does).
  await page.getByLabel('Search by order number, name or email').fill(seed.customer.email);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: 'All orders' });
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers).toEqual(expect.arrayContaining(['Status', 'Action']));

  const paidRow = table
    .getByRole('row')
    .filter({ hasText: seed.customer.email })
    .filter({ has: page.getByRole('button', { name: /^Mark shipped/ }) });
  await expect(paidRow).toHaveCount(1);
  // The status is a word to read, not a button.
  const status = paidRow.getByRole('cell').nth(headers.indexOf('Status'));
  await expect(status).toContainText('paid');
  await expect(status).not.toContainText('unpaid');
  await expect(status.getByRole('button')).toHaveCount(0);
  await expect(paidRow.getByRole('button', { name: /paid|pending/ })).toHaveCount(0);

  const ship = paidRow.getByRole('button', { name: /^Mark shipped/ });
  await expect(ship).toHaveText('Mark shipped');
  await ship.click();
  const dialog = page.getByRole('dialog', { name: 'Mark this order shipped?' });
  await expect(dialog).toContainText(`2 × ${seed.partName}`);
  await expect(dialog).toContainText(seed.customer.email);
  await expect(dialog).toContainText('$19.00');
  await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('paid');
  const stillPaid = await page.request.get(
    `/trpc/orders.all?input=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`,
  );
  expect(await stillPaid.text()).toContain(seed.customer.email);

  await ship.click();
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText(MESSAGES.shipped)).toBeVisible();
  const shipped = table
    .getByRole('row')
    .filter({ hasText: seed.customer.email })
    .filter({ hasText: 'shipped' });
  await expect(shipped).toHaveCount(1);
  await expect(shipped.getByRole('button')).toHaveCount(0);
});
