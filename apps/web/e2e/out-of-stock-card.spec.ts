import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

describeAtWidths('an out-of-stock card', () => {
  // @alone: the part just added must be among the home page's three newest, so no other test may add one meanwhile.
  test('says "Out of stock", never "In stock: Out of stock", on home and in the catalogue', {
    tag: '@alone',
  }, async ({ page, visit, parts }) => {
    const name = `Washer ${newWord()} sold out`;
    const [id = ''] = await parts.add([{ name, price: '1.00', quantity: 2, minimumOrderQuantity: 10 }]);

    for (const path of ['/', `/parts?q=${encodeURIComponent(name)}`]) {
      await visit(path);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByRole('definition').filter({ hasText: 'Out of stock' })).toBeVisible();
      await expect(card).not.toContainText('In stock');
      await expect(card.getByRole('link', { name: /Buy now/ })).toHaveCount(0);
    }
    await parts.remove(id);
  });
});
