import { MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { buySomething, postReview } from './review-helpers';
import { sidewaysOverflow, unreachableControls } from './screens-helpers';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const homeReviews = (page: Page) => page.getByRole('region', { name: 'REVIEWS' });

for (const screen of WIDTHS) {
  test(`at ${screen.width} px a customer who has not bought is told why; a buyer writes, then edits, one review`, async ({
    page,
    visit,
    request,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(screen);
    const customer = await createAccount(request);
    await signInAs(page, customer);
    await visit('/dashboard/review');
    await expect(page.getByText(MESSAGES.reviewNeedsPurchase)).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse our parts' })).toBeVisible();

    await buySomething(request, baseURL ?? '');
    await signInAs(page, customer);
    await visit('/dashboard/review');
    const words = `Bolts came oiled and counted right ${Date.now().toString(36)}`;
    await page.getByLabel('Description').fill(words);
    await page.getByLabel('Rating (1 to 5)').fill('4');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page.getByText(MESSAGES.reviewAdded)).toBeVisible();
    // Their review stays in the form, to edit: a second one is never made.
    await expect(page.getByLabel('Description')).toHaveValue(words);
    await page.getByLabel('Description').fill(`${words}, and the second box too`);
    await page.getByRole('button', { name: 'Update Review' }).click();
    await expect(page.getByText(MESSAGES.reviewUpdated)).toBeVisible();
    await expectAccessible(page);

    await visit('/');
    await expect(homeReviews(page).getByRole('figure').filter({ hasText: words })).toHaveCount(1);
    await expect(homeReviews(page)).toContainText('and the second box too');
  });

  test(`at ${screen.width} px an admin hides a review from the Reviews page and it leaves the home page; a delete is asked first and audited`, async ({
    page,
    visit,
    request,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(screen);
    const origin = baseURL ?? '';
    const customer = await createAccount(request);
    await buySomething(request, origin);
    const words = `Rude words about the counter staff ${Date.now().toString(36)}`;
    await postReview(request, origin, words);
    await visit('/');
    await expect(homeReviews(page)).toContainText(words);

    await signInAs(page, DEMO_ADMIN);
    await visit('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
    const table = page.getByRole('table', { name: 'Reviews, newest first' });
    const row = table.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(words);
    expect(await unreachableControls(table), `at ${screen.width} px`).toEqual([]);
    expect(await sidewaysOverflow(table), `at ${screen.width} px`).toEqual({ region: 0, page: 0 });
    await expectAccessible(page);

    await row.getByRole('button', { name: `Hide: review by ${customer.email}` }).click();
    await expect(page.getByText(`Hid the review by ${customer.email}`)).toBeVisible();
    await expect(row).toContainText('Hidden');
    await visit('/');
    await expect(homeReviews(page)).not.toContainText(words);

    await visit('/dashboard/manageReviews');
    await row.getByRole('button', { name: `Delete: review by ${customer.email}` }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.confirmDeleteReview });
    await expect(dialog).toContainText(customer.email);
    await dialog.getByRole('button', { name: 'delete' }).click();
    await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);

    await visit('/dashboard/audit');
    // Its own rows, newest first: the other worker's admin actions are logged between and around them.
    const entries = page.getByRole('row').filter({ hasText: `reviewer: ${customer.email}` });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('review.delete');
    await expect(entries.nth(1)).toContainText('review.hide');
  });
}
