import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

describeAtWidths('a page that is not there', () => {
  // The browser logs the 404 answers (the page's own and the API's); the page itself must explain them.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown URL answers 404 with the friendly not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expectAccessible(page);
  });

  test("a removed part's page answers 404 and says the part could not be found", async ({ page, parts }) => {
    const [id = ''] = await parts.add([
      { name: `Spacer ${newWord()}`, price: '3.00', quantity: 50, minimumOrderQuantity: 1 },
    ]);
    expect((await page.goto(`/parts/${id}`))?.status()).toBe(200);
    await parts.remove(id);

    const response = await page.goto(`/parts/${id}`);

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This part could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all parts' })).toBeVisible();
    await expectAccessible(page);
  });
});
