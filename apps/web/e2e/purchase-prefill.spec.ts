import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, fetchPreloadedBy, signIn } from './fixtures';

const SAVED = {
  phone: '+880 1711 111111',
  address: '7 Lathe Street, Chattogram',
  linkedin: 'https://www.linkedin.com/in/returning-buyer',
  education: 'Diploma in Machining',
  nid: '1985123456789',
};

/** The profile as the server has it now. */
async function profileOf(page: Page) {
  const response = await page.request.get('/trpc/users.profile');
  return ((await response.json()) as { result: { data: typeof SAVED } }).result.data;
}

describeAtWidths('purchase page', () => {
  test('phone and address come from the profile, and edited ones can be saved back', async ({
    page,
    visit,
    request,
    parts,
    baseURL,
  }) => {
    const [id] = await parts.add([
      { name: `Pulley ${newWord()}`, price: '8.00', quantity: 500, minimumOrderQuantity: 2 },
    ]);
    await signIn(page, await createAccount(request));
    const saved = await page.request.post('/trpc/users.updateProfile', {
      headers: { Origin: baseURL ?? '' },
      data: SAVED,
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await visit(`/purchase/${id}`);
    await expect(page.getByLabel('Phone')).toHaveValue(SAVED.phone);
    await expect(page.getByLabel('Address')).toHaveValue(SAVED.address);
    const saveChoice = page.getByLabel('Save this phone and address to my profile');
    await expect(saveChoice).toHaveCount(0);

    await page.getByLabel('Phone').fill('+880 1722 222222');
    await saveChoice.check();
    await page.getByRole('button', { name: 'Order Now' }).click();

    await expect(page.getByText('Order added')).toBeVisible();
    await expect(page.getByText('updated your profile')).toBeVisible();
    expect(await profileOf(page)).toMatchObject({ ...SAVED, phone: '+880 1722 222222' });
    await visit(`/purchase/${id}`);
    await expect(page.getByLabel('Phone')).toHaveValue('+880 1722 222222');
  });

  test('a freshly registered customer’s empty profile keeps the phone and address when asked, and offers them next time', async ({
    page,
    visit,
    request,
    parts,
  }) => {
    const [id] = await parts.add([
      { name: `Pulley ${newWord()}`, price: '8.00', quantity: 500, minimumOrderQuantity: 2 },
    ]);
    await signIn(page, await createAccount(request));
    const contact = { phone: '+880 1733 333333', address: '3 Anvil Road, Khulna' };

    // Textboxes by role: the checkbox's label names the phone and address too.
    const phone = page.getByRole('textbox', { name: 'Phone' });
    const address = page.getByRole('textbox', { name: 'Address' });
    const saveChoice = page.getByLabel('Save this phone and address to my profile');
    await visit(`/purchase/${id}`);
    await expect(phone).toHaveValue('');
    await expect(saveChoice).toHaveCount(0);
    await phone.fill(contact.phone);
    await address.fill(contact.address);
    await saveChoice.check();
    await page.getByRole('button', { name: 'Order Now' }).click();

    await expect(page.getByText('Order added')).toBeVisible();
    await expect(page.getByText('updated your profile')).toBeVisible();
    expect(await profileOf(page)).toMatchObject({ ...contact, linkedin: null, education: null, nid: null });

    await visit(`/purchase/${id}`);
    await expect(phone).toHaveValue(contact.phone);
    await expect(address).toHaveValue(contact.address);
    await expect(saveChoice).toHaveCount(0);
  });

  test('the quantity stays between the minimum and the stock, and the total shows only for a valid one', async ({
    page,
    visit,
    parts,
  }) => {
    const [id = ''] = await parts.add([
      { name: `Sprocket ${newWord()}`, price: '2.50', quantity: 5, minimumOrderQuantity: 3 },
    ]);
    await signIn(page);

    await visit(`/purchase/${id}?quantity=4`);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toHaveValue('4');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.locator('output')).toHaveText('$7.50');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('5');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.locator('output')).toHaveText('$12.50');

    await quantity.fill('2');
    await expect(page.locator('output')).toHaveCount(0);
    await expect(page.getByText('Choose from 3 to 5 to see the total.')).toBeVisible();
    await quantity.blur();
    await expect(page.getByText('Your quantity lower than 3')).toBeVisible();

    await visit(`/purchase/${id}?quantity=999`);
    await expect(quantity).toHaveValue('5');
    await visit(`/purchase/${id}?quantity=abc`);
    await expect(quantity).toHaveValue('3');
    await parts.remove(id);
  });
});

test('the purchase page asks for who is signed in and for its data once each: the requests its answer preloaded', async ({
  page,
  request,
  parts,
}) => {
  const name = `Pulley ${newWord()}`;
  const [id] = await parts.add([{ name, price: '8.00', quantity: 500, minimumOrderQuantity: 2 }]);
  await signIn(page, await createAccount(request));
  const sent: string[] = [];
  page.on('request', (asked) => {
    const url = new URL(asked.url());
    // The navbar's cart count is a request of its own on every page, never part of a page's first data.
    if (url.pathname.startsWith('/trpc/') && url.pathname !== '/trpc/cart.count')
      sent.push(`${url.pathname}${url.search}`);
  });

  const response = await page.goto(`/purchase/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The guard's users.me from the HTML, the part and the profile from the server's Link header.
  const sessionPreload = page.locator('head link[rel="preload"][as="fetch"]');
  await expect(sessionPreload).toHaveCount(1);
  const dataPreload = fetchPreloadedBy(response);
  // Had a route's request differed from the preloaded one, the browser would have sent both.
  const preloaded = [await sessionPreload.getAttribute('href'), dataPreload];
  expect(sent.toSorted()).toEqual(preloaded.toSorted());
});

test.describe('the order form’s own code', () => {
  // The second visit refuses the form's chunk on purpose.
  test.use({
    expectedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported module/],
  });

  test('the part is on screen before the order form’s code arrives; a form that cannot load says so', async ({
    page,
    request,
    parts,
  }) => {
    const name = `Bushing ${newWord()}`;
    const [id] = await parts.add([{ name, price: '3.00', quantity: 50, minimumOrderQuantity: 1 }]);
    await signIn(page, await createAccount(request));
    let releaseForm = () => {};
    const formArrives = new Promise<void>((resolve) => {
      releaseForm = resolve;
    });
    await page.route('**/assets/order-form-*.js', async (route) => {
      await formArrives;
      await route.continue();
    });

    const formLoading = page.getByRole('status').filter({ hasText: 'Loading the order form' });
    await page.goto(`/purchase/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(formLoading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
    releaseForm();
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
    await expect(formLoading).toHaveCount(0);

    await page.unroute('**/assets/order-form-*.js');
    await page.route('**/assets/order-form-*.js', (route) => route.abort());
    await page.goto(`/purchase/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('The order form could not load.')).toBeVisible();
  });
});
