import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@partsmith/contracts';
import type { Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';
import { seedEveryAction } from './screens-helpers';

/** A customer with a paid and an unpaid order of 2 of a new part; the browser signed in as the demo admin. */
async function seededAdmin(page: Page, playwright: PlaywrightWorkerArgs['playwright'], origin: string) {
  const seed = await seedEveryAction(playwright, origin);
  await signInAs(page, DEMO_ADMIN);
  return seed;
}

/** Clicks `control` and answers the file the browser saved: its suggested name and its text. */
async function downloadBy(page: Page, control: Locator) {
  const downloading = page.waitForEvent('download');
  await control.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path()) ?? '', 'utf8') };
}

describeAtWidths('CSV downloads for admins', () => {
  test('an admin downloads this month’s paid orders as CSV, and a reversed range is named before any request', async ({
    page,
    visit,
    playwright,
    baseURL,
  }) => {
    const seed = await seededAdmin(page, playwright, baseURL ?? '');
    await visit('/dashboard/manageAllOrders');
    const panel = page.getByRole('region', { name: 'Export for accounting' });
    const today = new Date().toISOString().slice(0, 10);
    await expect(panel.getByLabel('To')).toHaveValue(today);

    await panel.getByLabel('From').fill('2099-01-02');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    await expect(panel.getByLabel('To')).toHaveAccessibleDescription(MESSAGES.dayRangeReversed);
    await expect(panel.getByLabel('To')).toBeFocused();

    await panel.getByLabel('From').fill(today);
    const csv = await downloadBy(page, panel.getByRole('button', { name: 'Download CSV' }));
    expect(csv.name).toBe(`orders-${today}-to-${today}.csv`);
    const ordered = csv.text.split('\r\n').filter((line) => line.includes(seed.customer.email));
    // The seed's customer paid for one order of 2 at $9.50; their unpaid order is not in the books.
    expect(ordered).toHaveLength(1);
    expect(ordered[0]).toContain(`"${seed.partName.replaceAll('"', '""')}",2,9.50,19.00,19.00,`);
    await expect(page).toHaveURL(/\/dashboard\/manageAllOrders/);
  });

  test('an admin downloads the whole catalogue as CSV from All Products', async ({
    page,
    visit,
    playwright,
    baseURL,
  }) => {
    const seed = await seededAdmin(page, playwright, baseURL ?? '');
    await visit('/dashboard/manageProducts');
    const csv = await downloadBy(page, page.getByRole('link', { name: 'Download catalogue (CSV)' }));
    expect(csv.name).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...records] = csv.text.split('\r\n');
    expect(header).toMatch(/^part_number,name,description,category,price,price_breaks,minimum,pack_size,/);
    // The seed's part: added at $9.50 with 40 in stock, at least 2 per order; its two orders of 2 hold 4 of them.
    const seeded = records.find((record) => record.includes(seed.partName));
    expect(seeded).toContain(',,9.50,,2,1,,36,0');
  });
});
