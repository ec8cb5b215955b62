import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, signIn, test } from './fixtures';
import { pickPart } from './ordering-helpers';
import { buySomething } from './review-helpers';

/**
 * Records every Content-Security-Policy violation of the pages the browser opens. Chromium reports them to the
 * console in a way Playwright's console event does not pass on, so the page's own event is the witness.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI} in ${event.sourceFile}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Opens a page, submits its form empty (zod builds the form's schema and checks it), and expects no violation. */
async function submitEmpty(page: Page, path: string, submit: string, reveal?: string) {
  await page.goto(path);
  if (reveal) await page.getByRole('button', { name: reveal }).click();
  // A prerendered page shows its form before the app hydrates it; a click before then submits nothing: again.
  await expect(async () => {
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(await violations(page), `CSP violations on ${path}`).toEqual([]);
}

test.describe('forms checked by zod run under the strict CSP without a violation', () => {
  test.beforeEach(({ page }) => recordViolations(page));

  test('the purchase page, with its order form', async ({ page, request }) => {
    const part = await pickPart(request);
    await signIn(page, await createAccount(request));
    await page.goto(`/purchase/${part._id}`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByText('Phone is required')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the visitor’s forms: contact, log in, register, reset password', async ({ page }) => {
    await submitEmpty(page, '/', 'Send message');
    await submitEmpty(page, '/login', 'Log in');
    await submitEmpty(page, '/register', 'Register');
    await submitEmpty(page, '/reset-password?token=abc', 'Set new password');
  });

  test('the customer’s forms: profile and review', async ({ page, request, baseURL }) => {
    await signIn(page, await createAccount(request));
    // Only a buyer is offered the review form (decision 0037).
    await buySomething(request, baseURL ?? '');
    await submitEmpty(page, '/dashboard', 'Save profile', 'Edit profile');
    await submitEmpty(page, '/dashboard/review', 'Add Review');
  });

  test('the admin’s add product form', async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    await submitEmpty(page, '/dashboard/addProduct', 'Add');
  });
});
