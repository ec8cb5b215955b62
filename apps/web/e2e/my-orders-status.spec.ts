import { formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { anythingCut, seedOrders, shownWholeOnOneLine } from './my-orders-helpers';
import { payWithCard } from './ordering-helpers';

/** My Orders' row of the order numbered `number`. */
function rowOf(page: Page, number: number) {
  return page
    .getByRole('table', { name: 'My Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: formatOrderNumber(number), exact: true }) });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('paying names the order number and links to it; My Orders shows each order’s status, the part’s whole name, a whole transaction ID and the cancelled order', async ({
      page,
      visit,
      playwright,
      baseURL,
    }, testInfo) => {
      const seed = await seedOrders(playwright, baseURL ?? '');
      const toPayNumber = formatOrderNumber(seed.toPay.number);
      await signInAs(page, seed.customer);

      await visit(`/dashboard/payment/${seed.toPay.id}`);
      await payWithCard(page, '4242 4242 4242 4242');
      const panel = page.getByRole('region', { name: MESSAGES.paymentCompleted });
      // Recording the payment takes a few seconds on a busy machine.
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel).toContainText(`Your order number is ${toPayNumber}.`);
      const paidNow =
        /pi_\w+/.exec((await panel.getByText('Transaction ID:').textContent()) ?? '')?.[0] ?? '';
      expect(await shownWholeOnOneLine(panel.getByText(paidNow, { exact: true }))).toEqual({
        lines: 1,
        cut: false,
      });
      await page.screenshot({ path: testInfo.outputPath(`paid-${width}.png`), fullPage: true });
      await panel.getByRole('link', { name: `View order ${toPayNumber}` }).click();
      await expect(page).toHaveURL(`/dashboard/MyOrders/${seed.toPay.id}`);
      await expect(page.getByRole('heading', { name: `Order ${toPayNumber}` })).toBeVisible();

      await visit('/dashboard/MyOrders');
      const table = page.getByRole('table', { name: 'My Orders' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'SL',
        'Order',
        'Product',
        'Price',
        'Quantity',
        'Status',
        'Action',
      ]);
      const expected = [
        [seed.toPay, 'Paid'],
        [seed.cancelled, 'Cancelled'],
        [seed.paid, 'Paid'],
        [seed.unpaid, 'Unpaid'],
      ] as const;
      for (const [order, status] of expected) {
        const row = rowOf(page, order.number);
        await expect(row.getByRole('cell', { name: status, exact: true })).toHaveCount(1);
        // The part's whole name, nothing of it cut; no description cut to 15 characters.
        const product = row.getByRole('cell', { name: seed.partName, exact: true });
        await expect(product).toBeVisible();
        expect(await anythingCut(product)).toBe(false);
        await expect(row).not.toContainText('Made by a test');
        // "Paid" is the Status column's word: the Action column never repeats it.
        await expect(row.getByRole('cell').last()).not.toContainText('Paid');
      }
      await expect(
        rowOf(page, seed.unpaid.number).getByRole('link', { name: `Pay for ${seed.partName}` }),
      ).toBeVisible();
      await expect(
        rowOf(page, seed.unpaid.number).getByRole('button', { name: `Cancel ${seed.partName}` }),
      ).toBeVisible();
      const cancelled = rowOf(page, seed.cancelled.number);
      await expect(cancelled).toBeVisible();
      await expect(cancelled.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
      await expect(cancelled.getByRole('button')).toHaveCount(0);

      // Test mode's ids are as long as Stripe's: 27 characters.
      expect(seed.transactionId).toHaveLength(27);
      const transaction = rowOf(page, seed.paid.number).getByText(seed.transactionId, { exact: true });
      await expect(transaction).toBeVisible();
      expect(await shownWholeOnOneLine(transaction)).toEqual({ lines: 1, cut: false });
      await page.screenshot({ path: testInfo.outputPath(`my-orders-${width}.png`), fullPage: true });

      // The cancelled order's own page says so too.
      await cancelled.getByRole('link', { name: formatOrderNumber(seed.cancelled.number) }).click();
      await expect(
        page.getByRole('heading', { name: `Order ${formatOrderNumber(seed.cancelled.number)}` }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').last()).toContainText(
        'Cancelled',
      );
      await page.screenshot({ path: testInfo.outputPath(`cancelled-detail-${width}.png`), fullPage: true });
    });
  });
}
