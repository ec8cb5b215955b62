import {
  createAccount,
  expectLoginFor,
  logInWithForm,
  newAccount,
  readVerificationLink,
  registerWithForm,
} from './account-helpers';
import { expect, test } from './fixtures';

// Opening a spent link is refused with 400, which the browser logs; the page shows the server's message.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('register, My Profile asks to verify the email, the mailed link verifies it, and My Profile stops asking', async ({
  page,
  visit,
}) => {
  const account = newAccount();
  await visit('/register');
  await registerWithForm(page, account);
  await expect(page).toHaveURL('/');
  await visit('/dashboard');
  const notice = page.getByRole('region', { name: 'Verify your email' });
  await expect(notice).toContainText(account.email);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const button = notice.getByRole('button', { name: 'Send the link again' });
    await expect(button).toBeInViewport();
    const box = await notice.boundingBox();
    expect(box && box.x + box.width, `the notice fits at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`my-profile-unverified-${width}.png`),
      fullPage: true,
    });
  }

  const first = await readVerificationLink(account.email);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We sent you a new link. Please check your email.')).toBeVisible();
  await expect.poll(() => readVerificationLink(account.email)).not.toBe(first);
  const link = new URL(await readVerificationLink(account.email));

  await visit(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page.getByRole('region', { name: 'My Profile' })).toContainText(account.email);
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('my-profile-verified-1280.png'), fullPage: true });

  // The first link was spent along with the one used.
  const spent = new URL(first);
  await visit(`${spent.pathname}${spent.search}`);
  await expect(page.getByRole('alert')).toContainText(
    'This verification link is invalid, has expired or was already used.',
  );
});

test('a link opened while logged out asks to log in, then verifies', async ({ page, visit, request }) => {
  const account = await createAccount(request);
  const link = new URL(await readVerificationLink(account.email));

  await visit(`${link.pathname}${link.search}`);
  await expectLoginFor(page, `${link.pathname}${link.search}`);
  await logInWithForm(page, account);

  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
});
