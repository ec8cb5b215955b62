import { createAccount, expectLoginFor, newAccount, registerWithForm } from './account-helpers';
import { newWord } from './catalogue-helpers';
import { test } from './catalogue-test-helpers';
import { expect, expectAccessible, signIn } from './fixtures';
import {
  availableQuantity,
  dollars,
  openPurchaseAsNewCustomer,
  orderOnPage,
  payWithCard,
} from './ordering-helpers';

test('buy at the minimum, pay with 4242…, and My Orders shows it paid with its transaction ID', async ({
  page,
  visit,
  request,
}) => {
  const part = await openPurchaseAsNewCustomer(page, visit, request);
  const minimum = part.minimumOrderQuantity;

  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toHaveValue(String(minimum));
  await expect(page.locator('output')).toHaveText(dollars(part.price * minimum));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.locator('output')).toHaveText(dollars(part.price * (minimum + 1)));
  await page.getByRole('button', { name: 'Decrease quantity' }).click();

  const orderId = await orderOnPage(page);
  await expect(quantity).toHaveCount(0);

  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Your order details & Payment' })).toBeVisible();
  await expect(page.getByText('Test mode — no real card is charged; use 4242 4242 4242 4242')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(dollars(part.price * minimum));
  await expectAccessible(page);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Congrats, Your payment is completed' })).toBeVisible();
  const transactionId = /pi_\w+/.exec((await page.getByText('Transaction ID:').textContent()) ?? '')?.[0];
  expect(transactionId).toBeTruthy();

  await visit('/dashboard/MyOrders');
  const row = page.getByRole('row').filter({ hasText: part.name });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(transactionId ?? '');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('a declined card', () => {
  // The browser logs the API's 402 answer for the declined card; the page itself shows the message.
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test('shows the card message in red and leaves the order unpaid', async ({ page, visit, request }) => {
    const part = await openPurchaseAsNewCustomer(page, visit, request);
    const orderId = await orderOnPage(page);

    await visit(`/dashboard/payment/${orderId}`);
    await payWithCard(page, '4000 0000 0000 0002');
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', 'rgb(153, 27, 27)');
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();

    await visit('/dashboard/MyOrders');
    const row = page.getByRole('row').filter({ hasText: part.name });
    await expect(row.getByRole('link', { name: `Pay for ${part.name}` })).toBeVisible();
    await expect(row).not.toContainText('Paid');
  });
});

test('cancelling an unpaid order puts its stock back on the part page', async ({
  page,
  visit,
  request,
  parts,
}) => {
  // A part of its own: the other worker orders the demo parts meanwhile, and this test counts the stock.
  const part = { name: `Spacer ${newWord()}`, minimumOrderQuantity: 3 };
  const [id = ''] = await parts.add([{ ...part, price: '2.50', quantity: 60 }]);
  await signIn(page, await createAccount(request));
  await visit(`/purchase/${id}`);
  const before = Number(await availableQuantity(page).textContent());
  expect(before).toBe(60);
  await orderOnPage(page);
  await expect(availableQuantity(page)).toHaveText(String(before - part.minimumOrderQuantity));

  await visit('/dashboard/MyOrders');
  const cancel = page.getByRole('button', { name: `Cancel ${part.name}` });
  const dialog = page.getByRole('dialog', { name: 'Are you sure cancel this order ?' });
  await cancel.click();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  // The order stays listed, marked cancelled, with nothing left to press (decision 0041).
  const row = page.getByRole('row').filter({ hasText: part.name });
  await expect(row.getByRole('cell', { name: 'Cancelled', exact: true })).toHaveCount(1);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

  await visit(`/purchase/${id}`);
  await expect(availableQuantity(page)).toHaveText(String(before));
});

test('the quantity checks toast and disable Order Now until the quantity changes', async ({
  page,
  visit,
  request,
}) => {
  const part = await openPurchaseAsNewCustomer(page, visit, request);
  const minimum = part.minimumOrderQuantity;
  const available = Number(await availableQuantity(page).textContent());
  const quantity = page.getByLabel('Quantity', { exact: true });
  const orderNow = page.getByRole('button', { name: 'Order Now' });

  await quantity.fill(String(minimum - 1));
  await quantity.press('Tab');
  await expect(page.getByText(`Your quantity lower than ${minimum}`)).toBeVisible();
  await expect(orderNow).toBeDisabled();
  await quantity.fill(String(minimum));
  await expect(orderNow).toBeEnabled();

  await quantity.fill(String(available + 1));
  await quantity.press('Tab');
  await expect(page.getByText(`Your quantity higher than ${available}`)).toBeVisible();
  await expect(orderNow).toBeDisabled();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue(String(available));
  await expect(orderNow).toBeEnabled();

  await quantity.fill('a dozen');
  await quantity.press('Enter');
  await expect(page.getByText('Please Enter Valid number')).toBeVisible();
  await expect(orderNow).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue(String(minimum));
  await expect(orderNow).toBeEnabled();
});

test('a new customer sees an empty My Orders that leads to the parts', async ({ page, visit }) => {
  await visit('/dashboard/MyOrders');
  await expectLoginFor(page, '/dashboard/MyOrders');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await registerWithForm(page, newAccount());

  await expect(page).toHaveURL('/dashboard/MyOrders');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }),
  ).toBeVisible();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse our parts' }).click();
  await expect(page).toHaveURL('/#our-parts');
});
