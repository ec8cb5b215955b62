import { MESSAGES } from '@partsmith/contracts';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, newPartName, signInAs } from './admin-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';
import { pngImage } from './png-image';

/** The page scrolls sideways only when something is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The value cell of a row of the product page's specification table. */
const specificationCell = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Specification' })
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell');

describeAtWidths('specifications in the product form', () => {
  test('an admin adds a part with its specification, the shop shows and filters by it, and an edit changes it', async ({
    page,
    visit,
    parts,
  }, testInfo) => {
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    const name = newPartName();
    // A material no other part has: the category page's filter then finds this part alone.
    const material = `Titanium ${newWord()}`;
    await signInAs(page, DEMO_ADMIN);
    await visit('/dashboard/addProduct');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Self-locking hex nuts, titanium.');
    await page.getByLabel('Quantity in stock').fill('500');
    await page.getByLabel('Minimum order quantity').fill('1');
    await page.getByLabel('Price per unit ($)').fill('1.25');
    await page.getByLabel('Image').setInputFiles({
      name: 'nut.png',
      mimeType: 'image/png',
      buffer: pngImage({ rgb: [150, 150, 160] }),
    });

    const category = page.getByLabel('Category');
    await expect(category.locator('optgroup[label="Fasteners"]').getByRole('option')).toContainText([
      'Fasteners',
      'Bolts',
      'Nuts',
      'Washers',
    ]);
    // Bolts first, then Nuts: the material, which both have (from Fasteners), keeps what was typed.
    await category.selectOption({ label: 'Bolts' });
    await page.getByLabel('Material').fill(material);
    await expect(page.getByLabel('Length')).toBeVisible();
    await category.selectOption({ label: 'Nuts' });
    await expect(page.getByLabel('Length')).toBeHidden();
    await expect(page.getByLabel('Material')).toHaveValue(material);
    const diameter = page.getByLabel('Diameter', { exact: true });
    await expect(diameter).toHaveAccessibleDescription('mm');
    // Text in a number field: refused beside the field, naming it and its unit, before anything is sent.
    await diameter.fill('ten');
    await page.getByLabel('Self-locking').selectOption({ label: 'Yes' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(diameter).toHaveAccessibleDescription(
      `mm ${MESSAGES.specificationNumber('Diameter', 'mm')}`,
    );
    await expect(diameter).toBeFocused();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('add-refused.png'), fullPage: true });

    await diameter.fill('10');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(MESSAGES.productAdded)).toBeVisible();
    const found = (await (await page.request.get(`/api/parts?q=${encodeURIComponent(name)}`)).json()) as {
      items: { id: string; name: string }[];
    };
    const id = found.items.find((item) => item.name === name)?.id ?? '';
    expect(id).not.toBe('');

    await visit(`/parts/${id}`);
    await expect(page.getByRole('region', { name: 'Specification' })).toContainText(
      'Category: Fasteners › Nuts',
    );
    await expect(specificationCell(page, 'Diameter')).toHaveText('10 mm');
    await expect(specificationCell(page, 'Material')).toHaveText(material);
    await expect(specificationCell(page, 'Self-locking')).toHaveText('Yes');

    await visit('/parts/category/nuts');
    let panel: Locator;
    if (phone) {
      await page.getByRole('button', { name: 'Filters (0)' }).click();
      panel = page.getByRole('dialog', { name: 'Filters' });
    } else {
      panel = page.getByRole('complementary', { name: 'Filters' });
    }
    await panel.getByRole('checkbox', { name: `${material} (1)` }).click();
    if (phone) await panel.getByRole('button', { name: 'Show 1 part' }).click();
    await expect(page.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText('1 part');
    await expect(page.getByRole('list', { name: 'Parts' }).getByRole('article')).toHaveText([
      new RegExp(name),
    ]);

    await visit('/dashboard/manageProducts');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Category')).toHaveValue(/.+/);
    await expect(edit.getByLabel('Category').locator('option:checked')).toHaveText('Nuts');
    const editDiameter = edit.getByLabel('Diameter', { exact: true });
    await expect(editDiameter).toHaveValue('10');
    await expect(edit.getByLabel('Material')).toHaveValue(material);
    await expect(edit.getByLabel('Self-locking')).toHaveValue('yes');
    await editDiameter.fill('12');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await edit.screenshot({ path: testInfo.outputPath('edit.png') });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} updated`)).toBeVisible();

    await visit(`/parts/${id}`);
    await expect(specificationCell(page, 'Diameter')).toHaveText('12 mm');
    await expect(specificationCell(page, 'Material')).toHaveText(material);
    // Off sale again, so the demo categories' other tests count the parts they expect.
    await parts.remove(id);
  });
});
