import { createAccount } from './account-helpers';
import { newWord, partCards, saveScreenshot } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

describeAtWidths('the cart', () => {
  test('a visitor fills a cart, keeps it across a reload, changes it, and sees it merged at sign-in', async ({
    page,
    parts,
    request,
    playwright,
    baseURL,
    visit,
  }) => {
    const word = newWord();
    const washer = `Washer ${word}`;
    const bolt = `Bolt ${word}`;
    const [, boltId] = await parts.add([
      { name: washer, price: '2.00', quantity: 100, minimumOrderQuantity: 1 },
      { name: bolt, price: '3.00', quantity: 100, minimumOrderQuantity: 9 },
    ]);

    // An account that already holds 95 bolts in its cart, from another browser.
    const account = await createAccount(request);
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL ?? '' },
    });
    expect((await other.post('/trpc/auth.login', { data: account })).ok()).toBe(true);
    const held = await other.post('/trpc/cart.add', { data: { productId: boltId, quantity: 95 } });
    expect(held.ok(), await held.text()).toBe(true);
    await other.dispose();

    // A card adds the part's smallest order.
    await visit(`/parts?q=${word}`);
    await partCards(page)
      .filter({ hasText: washer })
      .getByRole('button', { name: `Add to cart: ${washer}` })
      .click();
    await expect(page.getByText('Added to cart')).toBeVisible();

    // The product page adds the quantity chosen, from the smallest order up; a typed one is checked as typed.
    await visit(`/parts/${boltId}`);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toHaveValue('9');
    await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(quantity).toHaveValue('10');
    await quantity.fill('3');
    await expect(page.getByRole('alert')).toHaveText('Your quantity lower than 9');
    await expect(page.getByRole('button', { name: `Add to cart: ${bolt}` })).toBeDisabled();
    await quantity.fill('10');
    await quantity.press('Enter');
    await page.getByRole('button', { name: `Add to cart: ${bolt}` }).click();
    await expect(page.getByText(`10 × ${bolt}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart 2 parts/ })).toBeVisible();

    await page.getByRole('link', { name: /Cart/ }).first().click();
    await expect(page).toHaveURL('/cart');
    await page.reload();
    const lines = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$32.00');
    await expectAccessible(page);

    const washerLine = page.getByRole('listitem', { name: washer });
    await washerLine.getByRole('button', { name: 'One more' }).click();
    await expect(washerLine.getByLabel(`Quantity of ${washer}`)).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$34.00');
    await washerLine.getByRole('button', { name: `Remove ${washer}` }).click();
    await expect(page.getByRole('listitem', { name: washer })).toHaveCount(0);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$30.00');

    // Signing in: 10 bolts join the account's 95, and the 105 are brought to the 100 in stock.
    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/cart');
    const notice = page.getByRole('region', { name: 'We merged the cart from before you signed in:' });
    await expect(notice).toContainText(`${bolt}: 105 → 100 (Your quantity higher than 100)`);
    await expect(page.getByRole('listitem', { name: bolt }).getByLabel(`Quantity of ${bolt}`)).toHaveValue(
      '100',
    );
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'We merged the cart' })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'cart', page.viewportSize()?.width ?? 0);
  });

  test('an empty cart leads to the catalogue', async ({ page, visit }) => {
    await visit('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL('/parts');
  });
});
