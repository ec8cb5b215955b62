import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';

test('an admin finds Failed jobs in the dashboard menu, empty while every mail went through', async ({
  page,
  visit,
}, testInfo) => {
  await signInAs(page, DEMO_ADMIN);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const entry = menu.getByRole('link', { name: 'Failed jobs' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await expect(page).toHaveURL(/\/dashboard\/failedJobs$/);
    await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
    await expect(page.getByText('No failed jobs: every mail and payment call went through')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`failed-jobs-${width}.png`), fullPage: true });
  }
});
