import { createAccount } from './account-helpers';
import { signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { pickPart } from './ordering-helpers';

/** The default reservation (RESERVATION_MINUTES): the buyer is told it where an order waits for payment. */
const PAY_WITHIN =
  /^Pay within 30 minutes \(by .+\) or the order is cancelled and its parts go back on sale\.$/;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an unpaid order says how long it is held, on its payment page and its own page', async ({
      page,
      visit,
      request,
      baseURL,
    }, testInfo) => {
      const part = await pickPart(request);
      const customer = await createAccount(request);
      const placed = await request.post('/trpc/orders.place', {
        headers: { Origin: baseURL ?? '' },
        data: {
          productId: part._id,
          quantity: part.minimumOrderQuantity,
          phone: '+44 114 496 0000',
          address: '3 Forge Yard, Sheffield',
        },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
      const order: { id: string; payBy: string } = (await placed.json()).result.data;
      await signInAs(page, customer);

      for (const path of [`/dashboard/payment/${order.id}`, `/dashboard/MyOrders/${order.id}`]) {
        await visit(path);
        const notice = page.getByText(PAY_WITHIN);
        await expect(notice).toBeVisible();
        await expect(notice.locator('time')).toHaveAttribute('datetime', order.payBy);
        await page.screenshot({
          path: testInfo.outputPath(`${path.split('/')[2]}-${width}.png`),
          fullPage: true,
        });
      }
    });
  });
}
