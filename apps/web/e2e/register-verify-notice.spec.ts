import { newAccount, registerWithForm } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

for (const width of [390, 1280]) {
  test(`at ${width} px, a new account is told to check its email to verify it`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = newAccount();
    await visit('/register');
    await registerWithForm(page, account);

    await expect(page).toHaveURL('/');
    const notice = page.getByText(
      `Check your email to verify your address: we sent a link to ${account.email}.`,
    );
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expectAccessible(page);
  });
}
