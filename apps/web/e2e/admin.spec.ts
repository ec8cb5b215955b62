import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { addProductWithForm, DEMO_ADMIN, newPartName, paidOrderRow, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { orderAndPay } from './ordering-helpers';
import { pngImage } from './png-image';
import { buySomething } from './review-helpers';

// @alone: the part just added must be the home page's newest, so no other test may add one meanwhile.
test('an admin adds a part, a customer buys and pays, the admin ships it, the customer sees it shipped', {
  tag: '@alone',
}, async ({ page, visit, request }) => {
  test.slow();
  const name = newPartName();
  const customer = await createAccount(request);

  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/addProduct');
  const part = { name, description: 'A zinc-plated bracket.', quantity: '50', minimum: '2', price: '12.50' };
  await addProductWithForm(page, part, { name: 'bracket.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText(MESSAGES.productAdded)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  await visit('/');
  const newest = page.getByRole('region', { name: 'OUR PARTS' }).getByRole('article').first();
  await expect(newest.getByRole('heading')).toHaveText(name);
  await expect(newest.getByRole('img', { name })).toBeVisible();

  await signInAs(page, customer);
  await visit('/');
  await page.getByRole('link', { name: `Buy now: ${name}` }).click();
  await orderAndPay(page);

  const order = await paidOrderRow(page, visit, customer.email);
  await expect(order).toContainText(name);
  await expect(order).toContainText('$25.00');
  await order.getByRole('button', { name: /^Mark shipped/ }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order shipped?' })
    .getByRole('button', { name: 'Mark shipped' })
    .click();
  await expect(page.getByText(MESSAGES.shipped)).toBeVisible();
  await page.getByLabel('Show').selectOption('shipped');
  await expect(page.getByRole('row').filter({ hasText: customer.email })).toContainText('shipped');

  await signInAs(page, customer);
  await visit('/dashboard/MyOrders');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Shipped');

  // A customer with a paid order is a verified buyer on the home page.
  await visit('/dashboard/review');
  await page.getByLabel('Description').fill(`Bracket fits, shipped fast (${name.slice(-6)})`);
  await page.getByLabel('Rating (1 to 5)').fill('5');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText(MESSAGES.reviewAdded)).toBeVisible();
  await visit('/');
  // Its own review, not the newest: the other worker's customers review meanwhile.
  const review = page
    .getByRole('region', { name: 'REVIEWS' })
    .getByRole('figure')
    .filter({ hasText: name.slice(-6) });
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(customer.name);
  await expect(review).toContainText('Verified buyer');
});

test('an admin makes a customer admin, and the audit log shows it', async ({ page, visit, request }) => {
  const customer = await createAccount(request);
  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/makeAdmin');
  await page.getByLabel('Search by email').fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('customer');
  await row.getByRole('button', { name: 'Make admin' }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.confirmMakeAdmin })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(page.getByText(MESSAGES.madeAdmin)).toBeVisible();
  await expect(row).toContainText('admin');
  const inert = row.getByRole('button', { name: 'Admin', exact: true });
  await expect(inert).toBeDisabled();
  await expect(inert).toHaveAttribute('aria-disabled', 'true');

  await visit('/dashboard/audit');
  // Its own row, not the newest: the other worker's admin actions are logged meanwhile.
  const entry = page.getByRole('row').filter({ hasText: customer.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('user.makeAdmin');
  await expect(entry).toContainText(DEMO_ADMIN.email);
  await expect(entry).toContainText('role: customer → admin');
});

test('a customer adds a review, with the rating checked', async ({ page, visit, request, baseURL }) => {
  const customer = await createAccount(request);
  // Only buyers review (decision 0037); whether they are shown as verified is the first test's.
  await buySomething(request, baseURL ?? '');
  await signInAs(page, customer);
  await visit('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Add A Review' })
    .click();

  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText(MESSAGES.reviewDescriptionRequired)).toBeVisible();
  await page.getByLabel('Description').fill('Good counter staff, the right bolts first time.');
  await page.getByLabel('Rating (1 to 5)').fill('0');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.ratingOutOfRange }).first(),
  ).toBeVisible();

  await page.getByLabel('Rating (1 to 5)').fill('4');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText(MESSAGES.reviewAdded)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Review' })).toBeVisible();

  await visit('/');
  // Its own review, not the newest: the other worker's customers review meanwhile.
  const review = page
    .getByRole('region', { name: 'REVIEWS' })
    .getByRole('figure')
    .filter({ hasText: 'Good counter staff, the right bolts first time.' });
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('a customer opening an admin page is told it is for admins and stays signed in', async ({
  page,
  visit,
  request,
}) => {
  const customer = await createAccount(request);
  await signInAs(page, customer);
  await visit('/dashboard/makeAdmin');
  await expect(page.getByRole('heading', { name: 'This page is for admins' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/makeAdmin');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(customer.name);
  const me = await (await page.request.get('/trpc/users.me')).json();
  expect(me.result.data.email).toBe(customer.email);
  // Beside it, the customer's own menu; no admin entry.
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Make Admin' })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner')).toContainText(customer.name);
});

test('Add Product says what is missing or wrong', async ({ page, visit }) => {
  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/addProduct');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    MESSAGES.productNameRequired,
    MESSAGES.productDescriptionRequired,
    MESSAGES.productCategoryRequired,
    MESSAGES.productQuantityRequired,
    MESSAGES.productMinimumRequired,
    MESSAGES.productPriceRequired,
    MESSAGES.productImageRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Quantity in stock').fill('-1');
  await page.getByLabel('Minimum order quantity').fill('0');
  await page.getByLabel('Price per unit ($)').fill('12.345');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(MESSAGES.productQuantityInvalid)).toBeVisible();
  await expect(page.getByText(MESSAGES.productMinimumInvalid)).toBeVisible();
  await expect(page.getByText(MESSAGES.productPriceInvalid)).toBeVisible();
});
