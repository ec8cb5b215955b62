import type { ProductSpecifications } from '@partsmith/contracts';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

describeAtWidths('specification table', () => {
  test("a part's page shows its category and its specification, as the API answers them", async ({
    page,
    visit,
    request,
  }) => {
    const list = (await (await request.get('/api/parts?q=Hex nut M10, grade 8')).json()) as {
      items: { id: string; partNumber: string }[];
    };
    const nut = list.items.find((part) => part.partNumber === 'HN-M10-8');
    expect(nut).toBeDefined();
    const api = (await (
      await request.get(`/api/products/${nut?.id}/specifications`)
    ).json()) as ProductSpecifications;

    await visit(`/parts/${nut?.id}`);

    const section = page.getByRole('region', { name: 'Specification' });
    await expect(section).toContainText('Category: Fasteners › Nuts');
    const table = section.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(api.specifications.length);
    const cell = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
    await expect(cell('Diameter')).toHaveText('10 mm');
    await expect(cell('Thread pitch')).toHaveText('1.5 mm');
    await expect(cell('Standard')).toHaveText('ISO 4032');
    await expect(cell('Finish')).toHaveText('Zinc flake');
    await expect(cell('Self-locking')).toHaveText('No');
    await page.screenshot({ path: test.info().outputPath('specification.png'), fullPage: true });
  });
});
