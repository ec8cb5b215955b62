import {
  createAccount,
  expectLoginFor,
  logInWithForm,
  newAccount,
  PROFILE,
  registerWithForm,
} from './account-helpers';
import { DEMO_CUSTOMER, expect, expectAccessible, signIn, test } from './fixtures';
import { pickPart } from './ordering-helpers';

test('register from a protected page, edit the profile, log out and log back in to it', async ({
  page,
  visit,
}) => {
  const account = newAccount();
  await visit('/dashboard');
  await expectLoginFor(page, '/dashboard');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await registerWithForm(page, account);

  await expect(page).toHaveURL('/dashboard');
  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile).toContainText(account.email);
  await expect(profile).toContainText('N/A');
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(account.name);
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText([
    'My Profile',
    'My Orders',
    'Add A Review',
  ]);

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  for (const [label, value] of Object.entries(PROFILE))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('updated your profile')).toBeVisible();
  for (const value of Object.values(PROFILE)) await expect(profile).toContainText(value);
  await expect(profile).not.toContainText('N/A');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await visit('/dashboard');
  await expectLoginFor(page, '/dashboard');
  await logInWithForm(page, account);
  await expect(page).toHaveURL('/dashboard');
  await expect(profile).toContainText(PROFILE.NID);
});

test('the profile form wants every field and a real LinkedIn URL', async ({ page, visit, request }) => {
  await signIn(page, await createAccount(request));
  await visit('/dashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('LinkedIn URL').fill('not a url');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(page.getByText('Provide a valid LinkedIn URL')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toBeFocused();
  await expectAccessible(page);
});

test('the login and register forms say what is missing or wrong', async ({ page, visit }) => {
  await visit('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Provide a valid email')).toBeVisible();
  await expect(page.getByText('Must be 6 characters or longer')).toBeVisible();
  await expectAccessible(page);

  await visit('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of ['Name is required', 'Email is required', 'Password is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toBeFocused();
});

test('a signed-out visitor is sent to log in and comes back to the part they opened', async ({
  page,
  visit,
  request,
}) => {
  const account = await createAccount(request);
  // A demo part: the newest may be another test's, removed before this one gets there.
  const part = await pickPart(request);

  await visit(`/purchase/${part._id}`);
  await expectLoginFor(page, `/purchase/${part._id}`);
  await logInWithForm(page, account);
  await expect(page).toHaveURL(`/purchase/${part._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
});

test('signing in never returns to another site', async ({ page, visit, request }) => {
  const account = await createAccount(request);
  await visit('/login?redirect=https://evil.example/steal');
  await logInWithForm(page, account);
  await expect(page).toHaveURL('/');
});

test('on a phone the menu carries the account links', async ({ page, visit }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO_CUSTOMER);
  await visit('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();
  await main.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'My Profile' })).toContainText(DEMO_CUSTOMER.email);
  await expectAccessible(page);
});

test.describe('refusals from the server', () => {
  // The browser logs each refused call; the pages themselves must handle them.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a wrong password shows the server message in red under the form', async ({ page, visit }) => {
    await visit('/login');
    await logInWithForm(page, { email: DEMO_CUSTOMER.email, password: 'not-the-password' });
    const alert = page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', 'rgb(153, 27, 27)');
    await expect(page).toHaveURL('/login');
  });

  test('a call refused because the session ended signs out and goes home', async ({
    page,
    visit,
    request,
  }) => {
    await signIn(page, await createAccount(request));
    await visit('/dashboard');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    for (const [label, value] of Object.entries(PROFILE))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
