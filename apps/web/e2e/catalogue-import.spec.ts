import { MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

/** The header and a category slug of the shop's own export, read with the admin's session. */
async function exportedShape(page: Page) {
  const csv = await (await page.request.get('/api/catalogue.csv')).text();
  const [header = '', ...records] = csv.split('\r\n');
  const cells = (record: string) =>
    [...record.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map(([, cell = '']) => cell);
  const slug = records.map((record) => cells(record)[3]).find((cell) => cell && /^[a-z0-9-]+$/.test(cell));
  if (!slug) throw new Error('the demo catalogue has no part in a category');
  return { columns: header.split(',').length, header, slug };
}

/** One row of the file: the part's columns, then a blank cell for every `spec:` column. */
function row(shape: { columns: number }, cells: string[]) {
  return [...cells, ...Array(shape.columns - cells.length).fill('')].join(',');
}

async function choose(page: Page, name: string, text: string) {
  await page
    .getByLabel('Catalogue CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Preview import' }).click();
}

describeAtWidths('Catalogue import', () => {
  test('an admin previews a file with a bad row, corrects it, confirms, and finds the new parts in the shop', async ({
    page,
    visit,
  }) => {
    await signInAs(page, DEMO_ADMIN);
    const shape = await exportedShape(page);
    const word = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const good = (price: string) =>
      row(shape, [
        `IMP-${word}-1`,
        `Imported clevis pin ${word}`,
        'Hardened steel pin',
        shape.slug,
        price,
        '',
        '1',
        '1',
        '',
        '25',
        '4',
      ]);
    const second = row(shape, [
      `IMP-${word}-2`,
      `Imported split pin ${word}`,
      'Zinc plated',
      shape.slug,
      '0.35',
      '',
      '1',
      '1',
      '',
      '60',
      '1',
    ]);
    const file = (price: string) => `${shape.header}\r\n${good(price)}\r\n${second}\r\n`;

    await visit('/dashboard/manageProducts');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();

    await choose(page, 'prices.csv', file('twelve'));
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('1 to create, 0 to change, 0 unchanged, 1 refused')).toBeVisible();
    const refused = preview.getByRole('region', { name: 'Refused rows (1)' });
    await expect(refused.getByText(MESSAGES.productPriceInvalid)).toBeVisible();
    await expect(refused.getByText(`IMP-${word}-1`)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    await expectAccessible(page);

    await choose(page, 'prices.csv', file('1.20'));
    await expect(preview.getByText('2 to create, 0 to change, 0 unchanged, 0 refused')).toBeVisible();
    await expect(preview.getByRole('region', { name: 'Parts to create (2)' })).toContainText(
      `Imported split pin ${word}`,
    );
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Confirm import' }).click();

    const result = page.getByRole('region', { name: 'Imported' });
    await expect(result.getByText('2 created, 0 changed, 0 unchanged.')).toBeVisible();
    await expectAccessible(page);
    await result.getByRole('link', { name: `Imported clevis pin ${word}` }).click();
    await expect(page.getByRole('heading', { name: `Imported clevis pin ${word}` })).toBeVisible();
    await expect(page.getByText('$1.20').first()).toBeVisible();

    // Manage Products filtered to them: the list and the download keep the same parts, and that download
    // imported again changes nothing.
    await visit(`/dashboard/manageProducts?q=IMP-${word}&stock=in`);
    await expect(page.getByText(`Imported split pin ${word}`)).toBeVisible();
    const download = page.getByRole('link', { name: 'Download catalogue (CSV)' });
    await expect(download).toHaveAttribute('href', `/api/catalogue.csv?q=IMP-${word}&stock=in`);
    const filtered = await (await page.request.get(`/api/catalogue.csv?q=IMP-${word}&stock=in`)).text();
    expect(filtered.split('\r\n').filter(Boolean)).toHaveLength(3);
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await choose(page, 'filtered.csv', filtered);
    await expect(preview.getByText('0 to create, 0 to change, 2 unchanged, 0 refused')).toBeVisible();
  });
});
