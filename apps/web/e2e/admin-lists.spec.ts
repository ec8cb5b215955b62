import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';

/** A phone and a desktop: the pager's buttons must be there to press at both. */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('All Users pages by cursor in the address: Next, a reload, and Previous back to the first page', async ({
      page,
      visit,
      playwright,
      baseURL,
    }) => {
      // 21 accounts one search finds: a full page of 20 and one more.
      const tag = `pager-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      for (let n = 1; n <= 21; n++) {
        const account = { name: `Pager ${n}`, email: `${tag}-${n}@example.com`, password: `pass-${tag}` };
        // A context each: registering signs in, and a second registration over that cookie is refused (CSRF).
        const request = await playwright.request.newContext({ baseURL });
        const registered = await request.post('/trpc/auth.register', { data: account });
        expect(registered.ok(), await registered.text()).toBe(true);
        await request.dispose();
      }
      await signInAs(page, DEMO_ADMIN);
      await visit(`/dashboard/makeAdmin?search=${tag}`);
      const rows = page.getByRole('table', { name: 'All users' }).getByRole('row');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages).toContainText('1–20 of 21');
      await expect(rows.filter({ hasText: `${tag}-1@` })).toHaveCount(1);
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]after=/);
      await expect(pages).toContainText('21–21 of 21');
      // The oldest first: the last one registered is alone on page 2, numbered on from page 1.
      await expect(
        rows
          .filter({ hasText: `${tag}-21@` })
          .getByRole('cell')
          .first(),
      ).toHaveText(/^(SL)?21$/);
      await page.reload();
      await expect(pages).toContainText('21–21 of 21');
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/[?&]before=/);
      await expect(pages).toContainText('1–20 of 21');
      await expect(rows.filter({ hasText: `${tag}-1@` })).toHaveCount(1);
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    });
  });
}
