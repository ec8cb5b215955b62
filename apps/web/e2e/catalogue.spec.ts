import { newWord, partCards, saveScreenshot, WIDTH_HEIGHTS, WIDTHS } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

// First in the file, so with SCREENSHOTS=1 on a fresh server the README's pictures show the demo parts only.
for (const width of WIDTHS) {
  // @seeded: the README's pictures of these pages show the demo parts only.
  test(`at ${width} px the navbar and the home page lead to the catalogue, and its cards to each part`, {
    tag: '@seeded',
  }, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: WIDTH_HEIGHTS[width] });
    await visit('/');
    const homeCard = page.getByRole('region', { name: 'OUR PARTS' }).getByRole('article').first();
    const homePart = (await homeCard.getByRole('heading').textContent()) ?? '';
    await homeCard.getByRole('link', { name: homePart, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePart);

    await visit('/');
    await page.getByRole('link', { name: 'See all parts' }).click();
    await expect(page).toHaveURL('/parts');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
    await expect(partCards(page)).toHaveCount(12);
    await saveScreenshot(page, 'catalogue', width);

    const card = partCards(page).nth(1);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/parts\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('img', { name })).toBeVisible();
    await saveScreenshot(page, 'product', width);

    await visit('/home');
    if (width < 768) await page.getByRole('button', { name: /menu/i }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Parts', exact: true })
      .click();
    await expect(page).toHaveURL('/parts');
  });
}

describeAtWidths('catalogue', () => {
  test('searches, sorts and pages in the URL, and a reload keeps it all', async ({ page, visit, parts }) => {
    const word = newWord();
    // 13 parts: a full page and one more. The cheapest is added first, so "newest" shows it last.
    const names = Array.from({ length: 13 }, (_, n) => `Flange ${word} ${String(n).padStart(2, '0')}`);
    await parts.add(
      names.map((name, n) => ({ name, price: `${10 + n}.00`, quantity: 50, minimumOrderQuantity: 2 })),
    );

    await visit('/parts');
    await page.getByRole('combobox', { name: 'Search parts' }).fill(word.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`));
    await expect(partCards(page)).toHaveCount(12);
    await expect(partCards(page).first().getByRole('heading')).toHaveText(names[12] ?? '');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(partCards(page).first().getByRole('heading')).toHaveText(names[0] ?? '');
    await expect(partCards(page).first()).toContainText('$10.00');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(partCards(page)).toHaveCount(1);
    await expect(partCards(page).first().getByRole('heading')).toHaveText(names[12] ?? '');
    await page.reload();
    await expect(partCards(page)).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Search parts' })).toHaveValue(word.toUpperCase());
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(partCards(page)).toHaveCount(12);
    await expect(partCards(page).first().getByRole('heading')).toHaveText(names[0] ?? '');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('an empty result says so and offers to clear the search', async ({ page, visit }) => {
    await visit(`/parts?q=${newWord()}&sort=name`);

    await expect(page.getByRole('status')).toContainText('No parts match');
    await expect(partCards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL('/parts?sort=name');
    await expect(page.getByRole('combobox', { name: 'Search parts' })).toHaveValue('');
    await expect(partCards(page).first()).toBeVisible();
  });

  test('an out-of-stock part is marked and has no Buy now', async ({ page, visit, parts }) => {
    const word = newWord();
    const [soldOutId = ''] = await parts.add([
      { name: `Gasket ${word} sold out`, price: '4.00', quantity: 3, minimumOrderQuantity: 5 },
      { name: `Gasket ${word} in stock`, price: '4.00', quantity: 30, minimumOrderQuantity: 5 },
    ]);

    await visit(`/parts?q=${word}&sort=name`);

    const [inStock, soldOut] = [partCards(page).nth(0), partCards(page).nth(1)];
    await expect(soldOut).toContainText('Out of stock');
    await expect(soldOut.getByRole('link', { name: /Buy now/ })).toHaveCount(0);
    await expect(inStock).not.toContainText('Out of stock');
    await expect(inStock.getByRole('link', { name: `Buy now: Gasket ${word} in stock` })).toBeVisible();
    await parts.remove(soldOutId);
  });
});

test.describe('a damaged page link', () => {
  // The browser logs the API's 400 answer and the router the refusal it hands the error screen.
  test.use({ expectedConsoleErrors: [/status of 400|TRPCClientError: This page link is broken/] });

  test('says so and leads back to the first page of the same search', async ({ page, visit }) => {
    await visit('/parts?q=bearing&sort=name&after=not-a-cursor');

    await expect(page.getByRole('alert')).toContainText('This page link is broken or out of date');
    await page.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL('/parts?q=bearing&sort=name');
  });
});
