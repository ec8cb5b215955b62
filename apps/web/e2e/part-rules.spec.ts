import { MESSAGES } from '@partsmith/contracts';
import { createAccount } from './account-helpers';
import { DEMO_ADMIN, newPartName, signInAs } from './admin-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';
import { pngImage } from './png-image';

describeAtWidths('part rules', () => {
  // Adds a part through the form, edits it, then buys it: two sign-ins and axe on six screens.
  test.beforeEach(() => test.slow());
  // The browser logs the taken part number's answer.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('an admin adds nuts in packs of 50 with quantity breaks and a maximum; a buyer sees them and the total takes the break', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const name = newPartName();
    const partNumber = `HN-${newWord()}`.toUpperCase();
    await signInAs(page, DEMO_ADMIN);
    await visit('/dashboard/addProduct');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Part number').fill(` ${partNumber} `);
    await page.getByLabel('Description').fill('Hex nuts M12, zinc plated.');
    await page.getByLabel('Category').selectOption({ label: 'Nuts' });
    await page.getByLabel('Quantity in stock').fill('1000');
    await page.getByLabel('Minimum order quantity').fill('50');
    await page.getByLabel('Price per unit ($)').fill('0.42');
    await page.getByLabel('Pack size').fill('50');
    await page.getByLabel('Weight per unit (g)').fill('17');
    await page.getByRole('button', { name: 'Add a break' }).click();
    const first = page.getByRole('group', { name: 'Break 1' });
    await first.getByLabel('From (units)').fill('100');
    // Dearer than the part's own price: refused, saying which rule.
    await first.getByLabel('Price each ($)').fill('0.45');
    await page.getByLabel('Image').setInputFiles({
      name: 'nuts.png',
      mimeType: 'image/png',
      buffer: pngImage({ rgb: [120, 120, 130] }),
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.priceBreakNotCheaper })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('ladder-refused.png'), fullPage: true });

    await first.getByLabel('Price each ($)').fill('0.36');
    await page.getByRole('button', { name: 'Add a break' }).click();
    const second = page.getByRole('group', { name: 'Break 2' });
    await second.getByLabel('From (units)').fill('250');
    await second.getByLabel('Price each ($)').fill('0.31');
    // A demo part's number, in other letters: the server refuses it, naming the part, under the field.
    await page.getByLabel('Part number').fill('hn-m10-8');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Part number')).toHaveAccessibleDescription(
      /Part number HN-M10-8 is already used by Hex nut M10, grade 8, bag of 10/,
    );
    await page.getByLabel('Part number').fill(` ${partNumber} `);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(MESSAGES.productAdded)).toBeVisible();

    // Edit: at most 300 per order.
    await visit('/dashboard/manageProducts');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(partNumber);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('group', { name: 'Break 2' }).getByLabel('From (units)')).toHaveValue('250');
    await edit.getByLabel('Maximum per order').fill('300');
    await expectAccessible(page);
    await edit.screenshot({ path: testInfo.outputPath('edit-dialog.png') });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} updated`)).toBeVisible();

    await signInAs(page, await createAccount(request));
    await visit(`/parts?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText(partNumber);
    await card.getByRole('link', { name, exact: true }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(main).toContainText(`Part number ${partNumber}`);
    await expect(main.locator('dt:text-is("Pack size") + dd')).toHaveText('Sold in packs of 50');
    await expect(main.locator('dt:text-is("Maximum per order") + dd')).toHaveText('300');
    const breaks = main.getByRole('table', { name: 'Quantity breaks' });
    await expect(breaks.getByRole('row')).toHaveText([
      'QuantityPrice each',
      '50–99$0.42',
      '100–249$0.36',
      '250–300$0.31',
    ]);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('product-page.png'), fullPage: true });

    await main.getByRole('link', { name: 'Buy now' }).click();
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toHaveValue('50');
    const total = page.locator('output');
    await expect(total).toHaveText('$21.00');
    await expect(page.getByText('Order 50 more for $0.36 each')).toBeVisible();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('100');
    await expect(total).toHaveText('$36.00');
    await expect(page.getByText('Order 150 more for $0.31 each')).toBeVisible();
    const ladder = page
      .getByRole('form', { name: 'Order this part' })
      .getByRole('table', { name: 'Quantity breaks' });
    await expect(ladder.locator('tr[aria-current="true"]')).toHaveText('100–249$0.36');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('purchase-page.png'), fullPage: true });
  });
});
