import type { Request } from '@playwright/test';
import { createAccount, logInWithForm } from './account-helpers';
import { newWord, partCards } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, fetchPreloadedBy } from './fixtures';

describeAtWidths('product page', () => {
  test('a card opens it: picture that enlarges, price, minimum, stock and description', async ({
    page,
    visit,
    parts,
  }) => {
    const name = `Hydraulic ${newWord()} coupling`;
    const [id] = await parts.add([
      {
        name,
        price: '1249.50',
        quantity: 340,
        minimumOrderQuantity: 25,
        description: 'Forged steel, zinc plated.',
      },
    ]);

    await visit(`/parts?q=${encodeURIComponent(name)}`);
    await partCards(page).first().getByRole('link', { name, exact: true }).click();

    await expect(page).toHaveURL(`/parts/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(main).toContainText('$1,249.50');
    await expect(main.locator('dt:text-is("Available quantity") + dd')).toHaveText('340');
    await expect(main.locator('dt:text-is("Minimum order quantity") + dd')).toHaveText('25');
    await expect(main).toContainText('Forged steel, zinc plated.');
    await expect(main.getByRole('link', { name: 'Buy now' })).toBeVisible();

    const enlarge = main.getByRole('button', { name: `Enlarge the picture of ${name}` });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('img', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('Buy now sends a visitor to log in, then to the purchase page of that part', async ({
    page,
    visit,
    request,
    parts,
  }) => {
    const account = await createAccount(request);
    const [id] = await parts.add([
      { name: `Valve ${newWord()}`, price: '12.00', quantity: 90, minimumOrderQuantity: 3 },
    ]);

    await visit(`/parts/${id}`);
    await page.getByRole('main').getByRole('link', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await logInWithForm(page, account);

    await expect(page).toHaveURL(`/purchase/${id}`);
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
  });

  test('an out-of-stock part says so and offers no order, here and on its purchase page', async ({
    page,
    visit,
    request,
    parts,
  }) => {
    const [id = ''] = await parts.add([
      { name: `Seal ${newWord()}`, price: '2.00', quantity: 4, minimumOrderQuantity: 10 },
    ]);

    await visit(`/parts/${id}`);
    await expect(page.getByRole('main')).toContainText('Out of stock');
    await expect(page.getByRole('main').getByRole('link', { name: 'Buy now' })).toHaveCount(0);

    const account = await createAccount(request);
    await visit(`/purchase/${id}`);
    await logInWithForm(page, account);
    await expect(page).toHaveURL(`/purchase/${id}`);
    await expect(page.getByRole('main')).toContainText('Out of stock');
    await expect(page.getByRole('button', { name: 'Order Now' })).toHaveCount(0);

    await parts.remove(id);
  });
});

test.describe('a part that is not there', () => {
  // The browser logs the API's 404 answer; the page itself must explain it.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a removed part shows the not-found page', async ({ page, visit, parts }) => {
    const [id = ''] = await parts.add([
      { name: `Bushing ${newWord()}`, price: '3.00', quantity: 50, minimumOrderQuantity: 1 },
    ]);
    await parts.remove(id);

    await visit(`/parts/${id}`);

    await expect(page.getByRole('heading', { name: 'This part could not be found' })).toBeVisible();
  });

  test('an unknown part shows a clear not-found page that leads to the catalogue', async ({
    page,
    visit,
  }) => {
    await visit('/parts/not-a-real-part');

    await expect(page.getByRole('heading', { name: 'This part could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all parts' }).click();
    await expect(page).toHaveURL('/parts');
  });
});

test('the catalogue and a part’s page ask for their first data once: the request their answer preloaded', async ({
  page,
  parts,
}) => {
  const name = `Bearing ${newWord()}`;
  const [id] = await parts.add([{ name, price: '3.00', quantity: 50, minimumOrderQuantity: 1 }]);
  const pages = [
    { path: '/parts', shown: partCards(page).getByRole('link', { name, exact: true }) },
    { path: `/parts/${id}`, shown: page.getByRole('heading', { level: 1, name }) },
  ];
  for (const { path, shown } of pages) {
    const sent: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/catalog.')) sent.push(`${url.pathname}${url.search}`);
    };
    page.on('request', record);
    const response = await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    const preloaded = fetchPreloadedBy(response);
    // Had the route's request differed from the preloaded one, the browser would have sent both.
    expect(sent, path).toEqual([preloaded]);
  }
});
