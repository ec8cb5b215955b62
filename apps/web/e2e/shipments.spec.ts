import { readFile } from 'node:fs/promises';
import { SHIPMENT_MESSAGES } from '@partsmith/contracts';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { seedEveryAction } from './screens-helpers';

test('an admin ships an order in two parcels with tracking numbers; the buyer sees both with their links; the packing slip downloads', async ({
  page,
  visit,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const seed = await seedEveryAction(playwright, baseURL ?? '');
  await signInAs(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/dashboard/manageAllOrders');
  await page.getByLabel('Show').selectOption('paid');
  const row = page.getByRole('row').filter({ hasText: seed.customer.email });
  await row.getByRole('link', { name: /^Ship in parcels/ }).click();
  const form = page.getByRole('region', { name: 'Ship a parcel' });
  await expect(form).toBeVisible();
  const orderUrl = page.url().replace(/#.*$/, '');

  // At a phone's width: one of the two units, by UPS; a wrong tracking number is told beside its field.
  const units = form.getByLabel('Units of line 1');
  await expect(units).toHaveValue('2');
  await units.fill('1');
  await form.getByLabel('Carrier').selectOption({ label: 'UPS' });
  const tracking = form.getByLabel('Tracking number');
  await tracking.fill('12/34');
  await form.getByRole('button', { name: 'Ship this parcel' }).click();
  await expect(form.getByText(SHIPMENT_MESSAGES.trackingInvalid)).toBeVisible();
  await expect(tracking).toHaveAttribute('aria-invalid', 'true');
  await tracking.fill('1Z 999 AA1 0123');
  await form.getByRole('button', { name: 'Ship this parcel' }).press('Enter');
  await expect(page.getByText(SHIPMENT_MESSAGES.shipped(1))).toBeVisible();
  const parcels = page.getByRole('region', { name: 'Parcels' });
  await expect(parcels.getByRole('heading', { name: 'Parcel 1: UPS' })).toBeVisible();
  await expect(form.getByText('1 of 2 left to ship')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ship-390.png'), fullPage: true });

  // At a laptop's width: the unit left, by DHL; then nothing is left to ship and the form goes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(orderUrl);
  await expect(form.getByLabel('Units of line 1')).toHaveValue('1');
  await form.getByLabel('Carrier').selectOption({ label: 'DHL' });
  await form.getByLabel('Tracking number').fill('JD0146000032');
  await form.getByRole('button', { name: 'Ship this parcel' }).click();
  await expect(page.getByText(SHIPMENT_MESSAGES.shipped(2))).toBeVisible();
  await expect(parcels.getByRole('heading', { name: 'Parcel 2: DHL' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shipped-admin-1280.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    parcels.getByRole('link', { name: 'Packing slip 1 (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^packing-slip-PS-\d{6}-1\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The buyer: both parcels, each with its carrier's tracking link opening in a new tab; no packing slips.
  await signInAs(page, seed.customer);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(orderUrl);
    const links = parcels.getByRole('link', { name: /^Track / });
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123');
    await expect(links.nth(1)).toHaveAttribute(
      'href',
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146000032',
    );
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
    await expect(parcels.getByRole('link', { name: /Packing slip/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Ship a parcel' })).toHaveCount(0);
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline.filter({ hasText: 'Parcel sent' })).toContainText('UPS 1Z 999 AA1 0123');
    await expect(timeline.filter({ hasText: 'Shipped' })).toContainText('DHL JD0146000032');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`buyer-parcels-${width}.png`), fullPage: true });
  }
});
