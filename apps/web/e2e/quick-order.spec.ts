import { newWord, saveScreenshot } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

describeAtWidths('quick order', () => {
  test('a visitor pastes five rows, sees the two bad ones, adds the three good ones and finds them in the cart', async ({
    page,
    parts,
    visit,
  }) => {
    const word = newWord().toUpperCase();
    const [washer, bolt, nut] = [`QA-${word}`, `QB-${word}`, `QN-${word}`];
    await parts.add([
      { name: `Washer ${word}`, partNumber: washer, price: '2.00', quantity: 100, minimumOrderQuantity: 1 },
      { name: `Bolt ${word}`, partNumber: bolt, price: '3.00', quantity: 100, minimumOrderQuantity: 5 },
      {
        name: `Nut ${word}`,
        partNumber: nut,
        price: '0.50',
        quantity: 500,
        minimumOrderQuantity: 50,
        packSize: 50,
      },
      {
        name: `Clamp ${word}`,
        partNumber: `QC-${word}`,
        price: '4.00',
        quantity: 100,
        minimumOrderQuantity: 1,
      },
    ]);

    await visit('/cart');
    await page.getByRole('link', { name: 'Quick order' }).click();
    await expect(page).toHaveURL('/cart/quick-order');
    await expect(page.getByText('Nothing previewed yet')).toBeVisible();
    await expectAccessible(page);

    await page
      .getByLabel('Part numbers and quantities')
      .fill(`${washer.toLowerCase()}, 2\n${bolt}; 10\nNO-${word}, 1\n${nut}\t70\nQC-${word} 3\n`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status')).toHaveText('3 of 5 rows can be added ($46.00)');
    const table = page.getByRole('table', { name: 'Preview of your rows' });
    await expect(table.getByRole('row').filter({ hasText: `No part numbered NO-${word}` })).toContainText(
      '3',
    );
    await expect(
      table.getByRole('row').filter({ hasText: 'Sold in packs of 50: order a multiple of 50' }),
    ).toContainText(nut);
    await expect(table.getByText('Can be added')).toHaveCount(3);
    // The rows fit the width (cards on a phone): the page itself never scrolls sideways.
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveScreenshot(page, 'quick-order', width);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add 3 lines to cart' }).click();
    await expect(page.getByRole('region', { name: 'Added to cart' })).toContainText(
      'Added 3 lines to your cart; 2 not added (below).',
    );
    await expect(page.getByRole('link', { name: /Cart 3 parts/ })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('region', { name: 'Added to cart' })
      .getByRole('link', { name: 'View cart' })
      .click();
    await expect(page).toHaveURL('/cart');
    for (const name of [`Washer ${word}`, `Bolt ${word}`, `Clamp ${word}`])
      await expect(page.getByRole('listitem', { name })).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$46.00');
  });

  test('a CSV file is read in the browser and previewed', async ({ page, parts, visit }) => {
    const word = newWord().toUpperCase();
    await parts.add([
      {
        name: `Spanner ${word}`,
        partNumber: `QS-${word}`,
        price: '5.00',
        quantity: 20,
        minimumOrderQuantity: 1,
      },
    ]);
    await visit('/cart/quick-order');
    await page.getByLabel('Upload CSV').setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFFPart number,Quantity\r\n"QS-${word}",4\r\nQS-${word},30\r\n`),
    });
    await expect(page.getByRole('status')).toHaveText('0 of 1 rows can be added');
    await expect(page.getByRole('table', { name: 'Preview of your rows' })).toContainText(
      'Your quantity higher than 20',
    );
    await expect(page.getByRole('button', { name: 'Add 0 lines to cart' })).toBeDisabled();
    await expectAccessible(page);

    await page.getByLabel('Part numbers and quantities').fill(`QS-${word},4`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status')).toHaveText('1 of 1 rows can be added ($20.00)');
  });
});
