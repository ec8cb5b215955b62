import { formatCents, type SalesOverview } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';
import { seedEveryAction } from './screens-helpers';

/** The page is as wide as the window: nothing scrolls sideways. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Every answer the page receives to `admin.overview`, batched or not, oldest first. */
function overviewAnswers(page: Page): SalesOverview[] {
  const answers: SalesOverview[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const index = url.pathname
      .replace(/^\/trpc\//, '')
      .split(',')
      .indexOf('admin.overview');
    if (!url.pathname.startsWith('/trpc/') || index < 0 || !response.ok()) return;
    // A body gone with its page (the test has moved on) was not what the table shows.
    const body = await response.json().catch(() => null);
    if (body === null) return;
    const entry = (url.searchParams.has('batch') ? body[index] : body) as { result: { data: SalesOverview } };
    answers.push(entry.result.data);
  });
  return answers;
}

describeAtWidths('Sales overview for admins', () => {
  test('an admin sees the figures, the chart at the width of the page, its table, and opens the lists behind the counts', async ({
    page,
    visit,
    playwright,
    baseURL,
  }) => {
    // A customer paid for 2 of a new part at $9.50 today.
    const seed = await seedEveryAction(playwright, baseURL ?? '');
    await signInAs(page, DEMO_ADMIN);
    const answers = overviewAnswers(page);
    await visit('/dashboard');
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 2, exact: true })).toBeVisible();

    const figures = page.getByRole('definition');
    await expect(page.getByRole('term').filter({ hasText: 'Today' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Last 30 days' })).toBeVisible();
    await expect(figures.filter({ hasText: /^\$[\d,]+\.\d\d$/ }).first()).toBeVisible();

    const chart = page.getByRole('img', { name: /Chart of daily revenue over the last 30 days/ });
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const [chartBox, canvasBox] = [await chart.boundingBox(), await canvas.boundingBox()];
    const viewport = page.viewportSize()?.width ?? 0;
    expect(canvasBox?.width ?? 0).toBeGreaterThan(viewport / 3);
    expect(canvasBox?.width ?? 0).toBeLessThanOrEqual(Math.ceil(chartBox?.width ?? 0));
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByText('Show the figures as a table').click();
    const daily = page.getByRole('table', { name: 'Daily revenue, last 30 days (UTC days)' });
    await expect(daily.getByRole('row')).toHaveCount(31);
    const today = new Date().toISOString().slice(0, 10);
    await expect(daily.getByRole('row').filter({ hasText: today })).toBeVisible();

    // The run's other tests sell too, so the seeded part need not be among the ten, and the figures move on while
    // this test runs: the table is what the API answered the page.
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const { topParts } = answers.at(-1) as SalesOverview;
    expect(topParts.length).toBeGreaterThan(0);
    const top = page.getByRole('table', { name: 'Top parts, last 30 days' });
    const rows = top.getByRole('rowgroup').nth(1).getByRole('row');
    await expect(rows).toHaveCount(topParts.length);
    for (const [index, part] of topParts.entries()) {
      await expect(rows.nth(index)).toContainText(part.name);
      await expect(rows.nth(index)).toContainText(formatCents(part.revenueCents));
    }
    await expect(page.getByRole('link', { name: /Parts short of stock \d+/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Orders waiting to ship \d+/ })).toBeVisible();

    await page.getByRole('link', { name: /Orders waiting to ship/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/manageAllOrders\?status=paid$/);
    await expect(page.getByText(seed.customer.email).first()).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /Parts short of stock/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/manageProducts\?stock=short$/);
    await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('short');

    await page.goBack();
    await page.getByRole('link', { name: /Returns waiting \d+/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/returns$/);
    await expect(page.getByRole('heading', { name: 'Returns', level: 2, exact: true })).toBeVisible();
  });
});
