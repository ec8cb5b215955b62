import { createAccount } from './account-helpers';
import { createProduct, DEMO_ADMIN, newPartName, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';

/** A phone and a desktop: the pager's buttons must be there to press at both. */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('My Orders pages by cursor in the address: Next, a reload, and Previous back to the newest', async ({
      page,
      visit,
      playwright,
      baseURL,
    }) => {
      // 22 orders, 11 of each of two new parts (40 in stock, 2 an order): a full page of 20 and two more.
      const asAdmin = await playwright.request.newContext({ baseURL });
      const asCustomer = await playwright.request.newContext({ baseURL });
      const origin = baseURL ?? '';
      await asAdmin.post('/trpc/auth.login', { data: DEMO_ADMIN });
      const parts = [newPartName(), newPartName()];
      for (const name of parts) await createProduct(asAdmin, origin, name);
      const customer = await createAccount(asCustomer);
      const products: { _id: string; name: string }[] = await (await asCustomer.get('/api/products')).json();
      const delivery = { phone: '+44 114 496 0000', address: '3 Forge Yard, Sheffield' };
      for (const name of parts) {
        const productId = products.find((product) => product.name === name)?._id;
        for (let n = 0; n < 11; n++) {
          const placed = await asCustomer.post('/trpc/orders.place', {
            headers: { Origin: origin },
            data: { productId, quantity: 2, ...delivery },
          });
          expect(placed.ok(), await placed.text()).toBe(true);
        }
      }
      await Promise.all([asAdmin.dispose(), asCustomer.dispose()]);

      await signInAs(page, customer);
      await visit('/dashboard/MyOrders');
      const rows = page.getByRole('table', { name: 'My Orders' }).getByRole('row');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages).toContainText('1–20 of 22');
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
      // Newest first: the second part's orders lead, the first part's two oldest are on page 2.
      await expect(rows.filter({ hasText: parts[1] ?? '' })).toHaveCount(11);

      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]after=/);
      await expect(pages).toContainText('21–22 of 22');
      await expect(rows.filter({ hasText: parts[0] ?? '' })).toHaveCount(2);
      await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^(SL)?21$/);
      await page.reload();
      await expect(pages).toContainText('21–22 of 22');
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/[?&]before=/);
      await expect(pages).toContainText('1–20 of 22');
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    });
  });
}
