import { formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible, signIn } from './fixtures';

/** The order's number as the server has it. */
async function numberOf(page: Page, id: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ id }));
  const response = await page.request.get(`/trpc/orders.byId?input=${input}`);
  return ((await response.json()) as { result: { data: { number: number } } }).result.data.number;
}

describeAtWidths('after Order Now', () => {
  test('the page says which order is placed and offers Pay now and My Orders in place of a second form', async ({
    page,
    visit,
    request,
    parts,
  }, testInfo) => {
    const name = `Flange ${newWord()}`;
    const [id] = await parts.add([{ name, price: '4.00', quantity: 40, minimumOrderQuantity: 3 }]);
    await signIn(page, await createAccount(request));
    await visit(`/purchase/${id}`);

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+880 1700 000000');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Forge Lane, Dhaka');
    await page.getByRole('button', { name: 'Order Now' }).click();

    await expect(page.getByText(MESSAGES.orderAdded)).toBeVisible();
    const placed = page.getByRole('region', { name: /^Order PS-\d{6} is placed$/ });
    await expect(placed).toContainText(`3 × ${name} for $12.00`);
    await expect(placed.getByRole('heading')).toBeFocused();
    await expect(page.getByRole('form', { name: 'Order this part' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveCount(0);

    const payNow = placed.getByRole('link', { name: 'Pay now' });
    const orderId =
      /\/dashboard\/payment\/([^/?#]+)$/.exec((await payNow.getAttribute('href')) ?? '')?.[1] ?? '';
    await expect(placed.getByRole('heading')).toHaveText(
      `Order ${formatOrderNumber(await numberOf(page, orderId))} is placed`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('order-placed.png'), fullPage: true });

    await expect(placed.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/MyOrders',
    );
    await payNow.click();
    await expect(page).toHaveURL(`/dashboard/payment/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Your order details & Payment' })).toBeVisible();
  });
});
