import { MESSAGES } from '@partsmith/contracts';
import type { APIRequestContext } from '@playwright/test';
import { addProductWithForm, createProduct, DEMO_ADMIN, newPartName, signInAs } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { pngImage } from './png-image';

/** The path of a product's picture as the REST catalogue answers it. */
async function pictureOf(request: APIRequestContext, id: string) {
  const products = (await (await request.get('/api/products')).json()) as { _id: string; img: string }[];
  return new URL(products.find((product) => product._id === id)?.img ?? '').pathname;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test checks its pages and the open forms with axe, several times: slow on a busy machine.
    test.beforeEach(() => test.slow());

    test('an admin corrects a part’s name, description and picture, and the shop shows the whole new picture', async ({
      page,
      visit,
      baseURL,
    }) => {
      await signInAs(page, DEMO_ADMIN);
      const part = await createProduct(page.request, baseURL ?? '');
      const name = newPartName();
      const oldPicture = await pictureOf(page.request, part.id);
      await visit('/dashboard/manageProducts');
      await page.getByRole('button', { name: `Edit ${part.name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${part.name}` });
      await expect(edit.getByRole('img', { name: part.name })).toBeVisible();
      await edit.getByLabel('Name').fill(name);
      await edit.getByLabel('Description').fill('Corrected: stainless steel.');
      // A wide picture, unlike the square one it replaces: shown whole, in the same 4:3 box.
      const wide = pngImage({ width: 64, height: 16, rgb: [37, 99, 235] });
      await edit
        .getByLabel('New picture')
        .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
      await expectAccessible(page);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`${name} updated`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
        'Corrected: stainless steel.',
      );

      await visit(`/parts/${part.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(main).toContainText('Corrected: stainless steel.');
      const picture = main.getByRole('img', { name });
      await expect(picture).toHaveCSS('object-fit', 'contain');
      const box = await picture.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
      const newPicture = await pictureOf(page.request, part.id);
      expect(newPicture).not.toBe(oldPicture);
      await expect(picture).toHaveAttribute('src', newPicture);

      await visit(`/parts?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article').filter({ hasText: name });
      await expect(card.getByRole('img', { name })).toHaveCSS('object-fit', 'contain');
    });

    test('Restock adds what arrived to the stock, or sets it', async ({ page, visit, baseURL }) => {
      await signInAs(page, DEMO_ADMIN);
      const part = await createProduct(page.request, baseURL ?? '');
      const sold = await page.request.post('/trpc/admin.products.update', {
        headers: { Origin: baseURL ?? '' },
        data: { id: part.id, quantity: 1 },
      });
      expect(sold.ok(), await sold.text()).toBe(true);
      await visit('/dashboard/manageProducts');
      const row = page.getByRole('row').filter({ hasText: part.name });
      await expect(row).toContainText('Cannot be ordered');

      await row.getByRole('button', { name: `Restock ${part.name}` }).click();
      const restock = page.getByRole('dialog', { name: `Edit ${part.name}` });
      await expect(restock.getByRole('radio', { name: 'Add to stock' })).toBeChecked();
      await restock.getByLabel('Quantity to add').fill('24');
      await expect(restock).toContainText('1 in stock now, 25 after saving.');
      await expectAccessible(page);
      await restock.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`${part.name} updated`)).toBeVisible();
      await expect(row).toContainText('25');
      await expect(row).not.toContainText('Cannot be ordered');

      await row.getByRole('button', { name: `Edit ${part.name}` }).click();
      await restock.getByRole('radio', { name: 'Set stock to' }).check();
      await expect(restock.getByLabel('Quantity in stock')).toHaveValue('25');
      await restock.getByLabel('Quantity in stock').fill('7');
      await restock.getByRole('button', { name: 'Save' }).click();
      // The card layout repeats the column's header before its value.
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^(Quantity)?7$/);
    });

    test('adding a part with less stock than its minimum warns that nobody can order it, adds it, and empties the form', async ({
      page,
      visit,
    }) => {
      await signInAs(page, DEMO_ADMIN);
      await visit('/dashboard/addProduct');
      const name = newPartName();
      const part = { name, description: 'Only a few left.', quantity: '3', minimum: '10', price: '4.20' };
      await page.getByLabel('Quantity in stock').fill(part.quantity);
      await page.getByLabel('Minimum order quantity').fill(part.minimum);
      await expect(page.getByText(MESSAGES.productBelowMinimum)).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Minimum order quantity').fill('3');
      await expect(page.getByText(MESSAGES.productBelowMinimum)).toBeHidden();

      const image = { name: 'few.png', mimeType: 'image/png', buffer: pngImage({ rgb: [22, 163, 74] }) };
      const form = page.getByRole('main').locator('form');
      await addProductWithForm(page, part, image);
      const added = page.getByRole('listitem').filter({ hasText: MESSAGES.productAdded });
      await expect(added).toContainText(MESSAGES.productBelowMinimum);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Image')).toHaveValue('');
      await expect(form.getByText(MESSAGES.productBelowMinimum)).toBeHidden();
      const products: { name: string }[] = await (await page.request.get('/api/products')).json();
      expect(products.map((product) => product.name)).toContain(name);
    });
  });
}
