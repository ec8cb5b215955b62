import type { CategoryPage } from '@partsmith/contracts';
import type { APIRequestContext, Locator } from '@playwright/test';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

/** The API's answer for the nuts with these filters (the page's URL names are the API's). */
async function apiNuts(request: APIRequestContext, filters: string[][]): Promise<CategoryPage> {
  const query = new URLSearchParams(filters).toString();
  const response = await request.get(`/api/categories/nuts/parts?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CategoryPage;
}

const partsLabel = (total: number) => `${total} ${total === 1 ? 'part' : 'parts'}`;
/** The visible checkbox "<value> (<count>)". */
const choice = (panel: Locator, value: string) =>
  panel.getByRole('checkbox', {
    name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`),
  });

// @seeded: counts the demo Nuts and pictures them for docs/screenshots, so nothing may add to them meanwhile.
describeAtWidths('category filters', () => {
  test('a category opened from the catalogue narrows by facets and a range, counts as the API answers, in the URL', {
    tag: '@seeded',
  }, async ({ page, visit, request, context }) => {
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    await visit('/parts');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Fasteners/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fasteners');
    await page
      .getByRole('navigation', { name: 'Sub-categories' })
      .getByRole('link', { name: 'Nuts' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuts');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs).toHaveText(/Parts\s*›\s*Fasteners\s*›\s*Nuts/);
    const all = await apiNuts(request, []);
    await expect(page.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText(partsLabel(all.total));
    await expectAccessible(page);

    // The facets: a sidebar on a desktop, a dialog behind "Filters (N)" on a phone.
    let panel: Locator;
    if (phone) {
      await page.getByRole('button', { name: 'Filters (0)' }).click();
      panel = page.getByRole('dialog', { name: 'Filters' });
      await expect(panel).toBeVisible();
      await expectAccessible(page);
    } else {
      panel = page.getByRole('complementary', { name: 'Filters' });
    }

    const steel = all.facets.find((facet) => facet.key === 'material');
    if (steel?.kind !== 'choice') throw new Error('no material facet');
    await expect(choice(panel, 'Steel')).toHaveAccessibleName(
      `Steel (${steel.values.find((value) => value.value === 'Steel')?.count})`,
    );
    await choice(panel, 'Steel').click();
    await expect(choice(panel, 'Steel')).toBeChecked();
    await expect(page).toHaveURL(/choice=/);
    await choice(panel, 'Zinc plated').click();
    await expect(choice(panel, 'Zinc plated')).toBeChecked();
    const twoChoices = [
      ['choice', 'material:Steel'],
      ['choice', 'finish:Zinc plated'],
    ];
    const narrowed = await apiNuts(request, twoChoices);
    await expect(page.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText(
      partsLabel(narrowed.total),
    );

    const diameter = panel.getByRole('group', { name: 'Diameter' });
    await diameter.getByLabel('Min (mm)').fill('5');
    await diameter.getByLabel('Max (mm)').fill('12');
    await diameter.getByLabel('Max (mm)').press('Enter');
    const filters = [...twoChoices, ['range', 'diameter:5..12']];
    const api = await apiNuts(request, filters);
    expect(api.total).toBeGreaterThan(0);
    expect(api.total).toBeLessThan(narrowed.total);
    const status = page.getByRole('status').filter({ hasText: /parts?$/ });
    await expect(status).toHaveText(partsLabel(api.total));
    await expect(page.getByRole('list', { name: 'Parts' }).getByRole('listitem')).toHaveCount(
      api.items.length,
    );
    // Each value's count is the API's, given the other filters.
    const standard = api.facets.find((facet) => facet.key === 'standard');
    if (standard?.kind !== 'choice') throw new Error('no standard facet');
    for (const { value, count } of standard.values) {
      await expect(choice(panel, value)).toHaveAccessibleName(`${value} (${count})`);
      if (count === 0) await expect(choice(panel, value)).toBeDisabled();
    }
    if (phone) {
      await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeAttached();
      await page.screenshot({ path: '../../docs/screenshots/category-390-filters.png' });
      await panel.getByRole('button', { name: `Show ${partsLabel(api.total)}` }).click();
      await expect(panel).toBeHidden();
    }
    await expectAccessible(page);
    await page.screenshot({
      path: `../../docs/screenshots/category-${page.viewportSize()?.width}.png`,
      fullPage: false,
    });

    // The URL holds every filter: another tab and a reload show the same.
    const url = page.url();
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText(partsLabel(api.total));
    await other.close();
    await page.reload();
    await expect(status).toHaveText(partsLabel(api.total));

    // Back removes the last filter (the range).
    await page.goBack();
    await expect(status).toHaveText(partsLabel(narrowed.total));
    expect(page.url()).not.toContain('range');
  });

  test('a category page where nothing matches names each filter with a way to remove it', {
    tag: '@seeded',
  }, async ({ page, visit, request }) => {
    const filters = [
      ['choice', 'material:Stainless steel'],
      ['range', 'diameter:100..200'],
    ];
    expect((await apiNuts(request, filters)).total).toBe(0);
    await visit(`/parts/category/nuts?${new URLSearchParams(filters).toString()}`);
    await expect(page.getByText('No parts match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Diameter: 100–200 mm' }).click();
    const stainless = await apiNuts(request, filters.slice(0, 1));
    await expect(page.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText(
      partsLabel(stainless.total),
    );
    await page.goBack();
    await expect(page.getByText('No parts match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    const all = await apiNuts(request, []);
    await expect(page.getByRole('status').filter({ hasText: /parts?$/ })).toHaveText(partsLabel(all.total));
    await expectAccessible(page);
  });
});
