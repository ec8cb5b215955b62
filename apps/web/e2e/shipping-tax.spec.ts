import { createAccount } from './account-helpers';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

/** A country no demo zone holds, one per width, so both runs can add their own zone. */
const COUNTRY_BY_WIDTH: Record<number, { code: string; name: string }> = {
  390: { code: 'IS', name: 'Iceland' },
  1280: { code: 'MX', name: 'Mexico' },
};

describeAtWidths('shipping and tax', () => {
  // The browser logs the API's 400 for the refused band; the form shows the server's reason.
  test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

  test('an admin adds a zone with a weight-band method and a tax rate, and marks a customer tax-exempt', async ({
    page,
    visit,
    request,
  }) => {
    // Three admin pages, four dialogs and axe on each: longer than one page's test.
    test.slow();
    const width = page.viewportSize()?.width ?? 1280;
    const country = COUNTRY_BY_WIDTH[width] ?? { code: 'MX', name: 'Mexico' };
    const zoneName = `E2E zone ${Date.now().toString(36)}`;
    const customer = await createAccount(request);
    await signInAs(page, DEMO_ADMIN);

    await visit('/dashboard/shipping');
    await expect(page.getByRole('region', { name: 'United Kingdom', exact: true })).toContainText(
      '$7.95, free from $150.00',
    );
    await page.getByRole('button', { name: 'Add zone' }).click();
    const zoneDialog = page.getByRole('dialog', { name: 'Add a zone' });
    await zoneDialog.getByLabel('Name').fill(zoneName);
    await zoneDialog.getByLabel('Countries').fill(country.code.toLowerCase());
    await zoneDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved the zone ${zoneName}`)).toBeVisible();
    const zone = page.getByRole('region', { name: zoneName, exact: true });
    await expect(zone).toContainText(`${country.name} (${country.code})`);

    await zone.getByRole('button', { name: `Add method to ${zoneName}` }).click();
    const methodDialog = page.getByRole('dialog', { name: 'Add a method' });
    const band = (n: number) => methodDialog.getByRole('group', { name: `Band ${n}` });
    await methodDialog.getByLabel('Name').fill('Tracked');
    await methodDialog.getByLabel('Charges').selectOption('weight');
    await band(1).getByLabel('Up to (g)').fill('1000');
    await band(1).getByLabel('Price ($)').fill('6.95');
    await methodDialog.getByRole('button', { name: 'Add band' }).click();
    await band(2).getByLabel('Up to (g)').fill('500');
    await band(2).getByLabel('Price ($)').fill('9');
    await methodDialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      methodDialog.getByText('Each band must go higher than the one before it (over 1,000 g)'),
    ).toBeVisible();
    await expect(band(2).getByLabel('Up to (g)')).toBeFocused();
    await page.screenshot({ path: `test-results/shipping-band-refused-${width}.png` });
    await band(2).getByLabel('Up to (g)').fill('5000');
    await methodDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved the method Tracked')).toBeVisible();
    await expect(zone.getByRole('row').filter({ hasText: 'Tracked' })).toContainText(
      'up to 1,000 g $6.95 · up to 5,000 g $9.00',
    );
    const options = await page.request.get(
      `/api/shipping/options?country=${country.code}&weightGrams=1200&subtotalCents=100`,
    );
    expect(await options.json()).toMatchObject({
      zone: { name: zoneName },
      options: [{ name: 'Tracked', priceCents: 900 }],
    });
    await page.screenshot({ path: `test-results/shipping-${width}.png`, fullPage: true });

    await visit('/dashboard/taxRates');
    await page.getByRole('button', { name: 'Add rate' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Add a tax rate' });
    await rateDialog.getByLabel('Country').fill(country.code);
    await rateDialog.getByLabel('Name').fill('E2E VAT');
    await rateDialog.getByLabel('Rate (%)').fill('24');
    await rateDialog.getByLabel('Charged on shipping too').check();
    await rateDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved the rate E2E VAT')).toBeVisible();
    const rate = page.getByRole('row').filter({ hasText: 'E2E VAT' }).filter({ hasText: country.code });
    await expect(rate).toContainText('24%');
    await expect(rate).toContainText('Yes');
    await page.screenshot({ path: `test-results/tax-rates-${width}.png`, fullPage: true });

    await visit('/dashboard/makeAdmin');
    await page.getByLabel('Search by email').fill(customer.email);
    const toggle = page.getByRole('switch', { name: `Tax-exempt: ${customer.email}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Make this customer tax-exempt?' });
    await confirm.getByRole('button', { name: 'Make tax-exempt' }).click();
    await expect(page.getByText('Tax exemption saved')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Leave the shop as it was: the rate and the zone go, through their own confirmations.
    await visit('/dashboard/taxRates');
    await rate.getByRole('button', { name: /^Remove/ }).click();
    await page
      .getByRole('dialog', { name: 'Remove this tax rate?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(rate).toHaveCount(0);
    await visit('/dashboard/shipping');
    await zone.getByRole('button', { name: `Remove zone ${zoneName}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this zone?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(zone).toHaveCount(0);
  });
});
