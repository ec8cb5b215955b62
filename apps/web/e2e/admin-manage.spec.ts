import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { addProductWithForm, createProduct, DEMO_ADMIN, newPartName, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';

test.describe('refusals', () => {
  // The browser logs the API's 4xx answers; the pages show the server's reasons instead.
  test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

  test('a file that is not an image is refused with the reason, and no product is made', async ({
    page,
    visit,
  }) => {
    const name = newPartName();
    await signInAs(page, DEMO_ADMIN);
    await visit('/dashboard/addProduct');
    const part = { name, description: 'Not really a picture.', quantity: '5', minimum: '1', price: '3' };
    const text = Buffer.from('just some text');
    await addProductWithForm(page, part, { name: 'notes.png', mimeType: 'image/png', buffer: text });
    await expect(page.getByText(MESSAGES.imageTypeRefused)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    const products: { name: string }[] = await (await page.request.get('/api/products')).json();
    expect(products.map((product) => product.name)).not.toContain(name);
  });

  test('an admin removes a user, but not their own account', async ({ page, visit, request }) => {
    const customer = await createAccount(request);
    await signInAs(page, DEMO_ADMIN);
    await visit('/dashboard/makeAdmin');

    await page.getByLabel('Search by email').fill(DEMO_ADMIN.email);
    // Not offered on one's own row (the server refuses it too: admin-users.test.ts).
    const own = page.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    await expect(own).toContainText('You');
    await expect(own.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: MESSAGES.confirmDeleteUser });

    await page.getByLabel('Search by email').fill(customer.email);
    await page.getByRole('button', { name: `Remove ${customer.email}` }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Remove ${customer.email}` }).click();
    await dialog.getByRole('button', { name: 'delete' }).click();
    await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
    await expect(page.getByText(`No user with an email containing “${customer.email}”`)).toBeVisible();
  });
});

test('an admin restocks, reprices and deletes a part', async ({ page, visit, baseURL }) => {
  await signInAs(page, DEMO_ADMIN);
  const part = await createProduct(page.request, baseURL ?? '');
  await page.setViewportSize({ width: 360, height: 740 });
  await visit('/dashboard/manageProducts');
  const row = page.getByRole('row').filter({ hasText: part.name });
  await expect(row).toContainText('$9.50');

  await row.getByRole('button', { name: `Edit ${part.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${part.name}` });
  await edit.getByRole('radio', { name: 'Set stock to' }).check();
  await edit.getByLabel('Quantity in stock').fill('120');
  await edit.getByLabel('Price per unit ($)').fill('8.75');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${part.name} updated`)).toBeVisible();
  await expect(row).toContainText('120');
  await expect(row).toContainText('$8.75');

  await row.getByRole('button', { name: /^cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: MESSAGES.confirmDeleteProduct });
  await confirm.getByRole('button', { name: 'NO' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^cancel/ }).click();
  await confirm.getByRole('button', { name: 'delete' }).click();
  await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a part below its minimum order is flagged, and Restock makes it orderable again', async ({
  page,
  visit,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInAs(page, DEMO_ADMIN);
  const part = await createProduct(page.request, origin);
  const products = (await (await page.request.get('/api/products')).json()) as {
    _id: string;
    name: string;
  }[];
  const id = products.find((candidate) => candidate.name === part.name)?._id;
  const sold = await page.request.post('/trpc/admin.products.update', {
    headers: { Origin: origin },
    data: { id, quantity: 1 },
  });
  expect(sold.ok(), await sold.text()).toBe(true);

  await visit('/dashboard/manageProducts');
  const row = page.getByRole('row').filter({ hasText: part.name });
  await expect(row).toContainText('Cannot be ordered');
  await row.getByRole('button', { name: `Restock ${part.name}` }).click();
  const restock = page.getByRole('dialog', { name: `Edit ${part.name}` });
  await restock.getByLabel('Quantity to add').fill('49');
  await restock.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${part.name} updated`)).toBeVisible();
  await expect(row).toContainText('50');
  await expect(row).not.toContainText('Cannot be ordered');
});

test('an admin deletes an unpaid order and reads the contact inbox', async ({
  page,
  visit,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const customer = await createAccount(request);
  await signInAs(page, DEMO_ADMIN);
  const part = await createProduct(page.request, origin);
  const products = (await (await page.request.get('/api/products')).json()) as {
    _id: string;
    name: string;
  }[];
  const product = products.find((candidate) => candidate.name === part.name);

  await signInAs(page, customer);
  const order = { productId: product?._id, quantity: 2, phone: '+880 1700 000000', address: '1 Mill Road' };
  const placed = await page.request.post('/trpc/orders.place', { headers: { Origin: origin }, data: order });
  expect(placed.ok(), await placed.text()).toBe(true);
  await visit('/');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Message').fill(`Do you cut ${part.name} to length?`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(MESSAGES.contactSent)).toBeVisible();

  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/manageAllOrders');
  await page.getByLabel('Show').selectOption('unpaid');
  // The filter lives in the address: a reload (or a shared link) shows the same list.
  await expect(page).toHaveURL(/status=unpaid/);
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('unpaid');
  // Narrowed to this customer: another test may place a page of unpaid orders meanwhile (My Orders' pager does).
  await page.getByLabel('Search by order number, name or email').fill(customer.email);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText('unpaid');
  await expect(row).toContainText(/PS-\d{6}/);
  await row.getByRole('button', { name: /^Delete order/ }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.confirmDeleteOrder })
    .getByRole('button', { name: 'delete' })
    .click();
  await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  const message = page.getByRole('row').filter({ hasText: part.name });
  await expect(message).toContainText(customer.email);
  await message.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(message).toHaveCount(0);
  await page.getByLabel('Show').selectOption('handled');
  await expect(page.getByRole('row').filter({ hasText: part.name })).toContainText('Handled');
});
