import { newWord, partCards } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';

describeAtWidths('searching the catalogue', () => {
  test('an exact part number is suggested first and Enter opens its part', async ({ page, visit, parts }) => {
    const word = newWord();
    const partNumber = `NUT-${word}`.toUpperCase();
    await parts.add([
      { name: `Hex nut M10 ${word}`, price: '0.40', quantity: 500, minimumOrderQuantity: 10, partNumber },
      {
        name: `Nut driver ${word}`,
        price: '9.00',
        quantity: 5,
        minimumOrderQuantity: 1,
        description: `Drives ${partNumber} nuts.`,
      },
    ]);

    await visit('/parts');
    const box = page.getByRole('combobox', { name: 'Search parts' });
    await box.fill(partNumber.toLowerCase());
    const suggestions = page.getByRole('listbox', { name: 'Suggested parts' }).getByRole('option');
    await expect(suggestions).toHaveCount(2);
    await expect(suggestions.first()).toContainText(`Hex nut M10 ${word}`);
    await expect(suggestions.first()).toContainText('Exact part number');
    await expectAccessible(page);
    await box.press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hex nut M10 ${word}`);
    await expect(page).toHaveURL(/\/parts\/[^/?]+$/);
  });

  test('words in any order and a misspelt name find the part, its words marked; arrows and Enter open a suggestion', async ({
    page,
    visit,
    parts,
  }) => {
    const word = newWord();
    await parts.add([
      {
        name: `Hex nut M10 ${word}`,
        price: '0.40',
        quantity: 500,
        minimumOrderQuantity: 10,
        description: 'Grade 8, zinc plated.',
      },
      { name: `Hex nut M12 ${word}`, price: '0.55', quantity: 500, minimumOrderQuantity: 10 },
      { name: `Deep groove bearing ${word}`, price: '6.10', quantity: 40, minimumOrderQuantity: 1 },
    ]);

    await visit('/parts');
    const box = page.getByRole('combobox', { name: 'Search parts' });
    await box.fill(`zinc ${word} m10 nut`);
    await expect(page).toHaveURL(/q=zinc/);
    await expect(partCards(page)).toHaveCount(1);
    const heading = partCards(page).first().getByRole('heading');
    await expect(heading).toHaveText(`Hex nut M10 ${word}`);
    await expect(heading.locator('mark')).toHaveText(['nut', 'M10', word]);

    await box.fill(`${word} bering`);
    await expect(partCards(page)).toHaveCount(1);
    await expect(partCards(page).first().getByRole('heading')).toHaveText(`Deep groove bearing ${word}`);
    await expect(partCards(page).first().locator('mark')).toHaveText(['bearing', word]);

    // A specification value: the demo shop's DIN 985 locking nuts in M12, one zinc plated and one stainless.
    await box.fill('din 985 m12');
    await expect(partCards(page)).toHaveCount(2);
    await expect(partCards(page).getByRole('heading')).toHaveText([/^Nyloc nut M12, /, /^Nyloc nut M12, /]);

    await box.fill(`${word} hex nut`);
    const suggestions = page.getByRole('listbox', { name: 'Suggested parts' }).getByRole('option');
    // The suggestions for what is typed now, not the previous search's while these load.
    await expect(suggestions).toHaveText([
      new RegExp(`Hex nut M1[02] ${word}`),
      new RegExp(`Hex nut M1[02] ${word}`),
    ]);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(suggestions.nth(1)).toHaveAttribute('aria-selected', 'true');
    const second = (await suggestions.nth(1).locator('span').first().textContent()) ?? '';
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggested parts' })).toBeHidden();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  });
});
