import { MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`admin categories at ${viewport.width} px`, () => {
    test.use({ viewport, expectedConsoleErrors: [/status of 409/] });

    test('an admin builds a sub-category with typed attributes, sees it in the shop, and removes only an empty category', async ({
      page,
      visit,
    }) => {
      const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await signInAs(page, DEMO_ADMIN);
      await visit('/dashboard/categories');
      await expect(page.getByRole('heading', { name: 'Categories', level: 2 })).toBeVisible();

      await page.getByRole('button', { name: 'Add category' }).click();
      const add = page.getByRole('dialog', { name: 'Add a category' });
      await add.getByLabel('Name').fill(`Washers ${run}`);
      await add.getByLabel('Parent').selectOption({ label: 'Fasteners' });
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Added the category Washers ${run}`)).toBeVisible();
      const fasteners = page.getByRole('list', { name: 'Sub-categories of Fasteners' });
      await expect(fasteners.getByText(`Washers ${run}`, { exact: true })).toBeVisible();
      await expect(fasteners.getByText(`/washers-${run} · 0 parts`)).toBeVisible();

      await page.getByRole('button', { name: `Rename Washers ${run}` }).click();
      const rename = page.getByRole('dialog', { name: 'Rename the category' });
      await rename.getByLabel('Name').fill(`Spring washers ${run}`);
      await rename.getByLabel('Address').fill('Not an address');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(rename.getByText(MESSAGES.categorySlugInvalid)).toBeVisible();
      await rename.getByLabel('Address').fill(`spring-washers-${run}`);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Renamed to Spring washers ${run}`)).toBeVisible();
      const name = `Spring washers ${run}`;

      await page.getByRole('button', { name: `Attributes of ${name}` }).click();
      const panel = page.getByRole('region', { name: `Attributes of ${name}` });
      // Below the whole tree: choosing it brings the panel into view.
      await expect(panel.getByText('No attributes of its own yet.')).toBeInViewport();
      await panel.getByRole('button', { name: `Add attribute to ${name}` }).click();
      const attribute = page.getByRole('dialog', { name: 'Add an attribute' });
      await attribute.getByLabel('Name').fill('Thickness');
      await attribute.getByRole('button', { name: 'Save' }).click();
      await expect(attribute.getByText(MESSAGES.attributeUnitRequired)).toBeVisible();
      await attribute.getByLabel('Unit').fill('mm');
      await attribute.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Added the attribute Thickness')).toBeVisible();

      await panel.getByRole('button', { name: `Add attribute to ${name}` }).click();
      await attribute.getByLabel('Name').fill('Finish');
      await attribute.getByLabel('Kind').selectOption('choice');
      await expect(attribute.getByLabel('Unit')).toHaveCount(0);
      await attribute.getByRole('button', { name: 'Save' }).click();
      // Fasteners, the parent, already filters by "finish": a key is unique along the line.
      await expect(attribute.getByText(MESSAGES.attributeKeyTaken('finish', 'Fasteners'))).toBeVisible();
      await attribute.getByLabel('Key').fill('surface-finish');
      await attribute.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Added the attribute Finish')).toBeVisible();

      const attributes = panel.getByRole('list', { name: `Attributes of ${name}` }).getByRole('listitem');
      await expect(attributes).toHaveText([
        /^Thickness \(mm\)thickness · Number with a unit/,
        /^Finishsurface-finish · Choice/,
      ]);
      // By keyboard: focus Finish's Up and press Enter.
      await panel.getByRole('button', { name: 'Move Finish up' }).focus();
      await page.keyboard.press('Enter');
      await expect(attributes).toHaveText([/^Finish/, /^Thickness/]);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`admin-categories-${viewport.width}.png`),
        fullPage: true,
      });

      await visit('/parts/category/fasteners');
      await expect(
        page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('link', { name }),
      ).toBeVisible();

      await visit('/dashboard/categories');
      await page.getByRole('button', { name: 'Remove Nuts', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this category?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(
        page.getByText(/^This category still holds \d+ parts?: move or delete them first$/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove Nuts', exact: true })).toBeVisible();

      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Category removed')).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}
