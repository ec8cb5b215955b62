import { createAccount, logInWithForm, readResetLink } from './account-helpers';
import { expect, test } from './fixtures';

// Spending a used link again is refused with 400, which the browser logs; the page shows the server's message.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('Reset Password mails a link from the login page that sets a new password once', async ({
  page,
  visit,
  request,
}) => {
  const account = await createAccount(request);
  await visit('/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Sent email')).toBeVisible();

  const link = new URL(await readResetLink(account.email));
  const password = 'a-brand-new-pass';
  await visit(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();
  await logInWithForm(page, { email: account.email, password });
  await expect(page).toHaveURL('/');

  await visit(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
});
