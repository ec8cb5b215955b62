import { formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { seedEveryAction } from './screens-helpers';

/** Cells whose text is cut or runs out of its box: each names the element holding more than it shows. */
function clippedText(cell: Locator): Promise<string[]> {
  return cell.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName} "${element.textContent}" (${element.scrollWidth} > ${element.clientWidth})`,
      ),
  );
}

/** An order of the signed-in admin's list, found through the API by the customer's email and status. */
async function orderOf(page: Page, email: string, status: 'paid' | 'unpaid') {
  const input = encodeURIComponent(JSON.stringify({ search: email, status }));
  const answer = await page.request.get(`/trpc/orders.all?input=${input}`);
  const { items } = (await answer.json()).result.data as { items: { id: string; number: number }[] };
  expect(items).toHaveLength(1);
  return items[0] as { id: string; number: number };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test first seeds a part, paid and unpaid orders and a second admin through the API.
    test.slow();

    test('All Users: Make admin asks first, Remove admin takes the role back, and one’s own row offers no Remove', async ({
      page,
      visit,
      playwright,
      baseURL,
    }) => {
      const seed = await seedEveryAction(playwright, baseURL ?? '');
      await signInAs(page, DEMO_ADMIN);
      await visit(`/dashboard/makeAdmin?search=${seed.runId}`);
      const table = page.getByRole('table', { name: 'All users' });
      const customerRow = table.getByRole('row').filter({ hasText: seed.customer.email });
      const dialog = page.getByRole('dialog', { name: MESSAGES.confirmMakeAdmin });

      await customerRow.getByRole('button', { name: 'Make admin' }).click();
      await expect(dialog).toContainText(seed.customer.email);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(customerRow).toContainText('customer');
      await expect(customerRow.getByRole('button', { name: 'Make admin' })).toBeVisible();

      await customerRow.getByRole('button', { name: 'Make admin' }).click();
      await dialog.getByRole('button', { name: 'Make admin' }).click();
      await expect(page.getByText(MESSAGES.madeAdmin)).toBeVisible();
      await expect(customerRow.getByRole('button', { name: 'Admin', exact: true })).toBeDisabled();

      const adminRow = table.getByRole('row').filter({ hasText: seed.admin.email });
      await adminRow.getByRole('button', { name: `Remove admin role from ${seed.admin.email}` }).click();
      const revoke = page.getByRole('dialog', { name: MESSAGES.confirmRevokeAdmin });
      await expect(revoke).toContainText(seed.admin.email);
      await revoke.getByRole('button', { name: 'Remove admin' }).click();
      await expect(page.getByText(MESSAGES.revokedAdmin)).toBeVisible();
      await expect(adminRow.getByRole('button', { name: 'Make admin' })).toBeVisible();

      await visit(`/dashboard/makeAdmin?search=${encodeURIComponent(DEMO_ADMIN.email)}`);
      const own = table.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
      await expect(own).toContainText('You');
      await expect(own.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    });

    test('All Orders: a search by email finds the customer’s orders, names show whole, the number opens the order', async ({
      page,
      visit,
      playwright,
      baseURL,
    }) => {
      const seed = await seedEveryAction(playwright, baseURL ?? '');
      await signInAs(page, DEMO_ADMIN);
      const paid = await orderOf(page, seed.customer.email, 'paid');
      await visit('/dashboard/manageAllOrders');
      await page.getByLabel('Search by order number, name or email').fill(seed.customer.email);
      await expect(page).toHaveURL(/[?&]search=/);
      const table = page.getByRole('table', { name: 'All orders' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(2);
      await expectAccessible(page);

      const headers = await table.getByRole('columnheader').allTextContents();
      const row = rows.filter({ hasText: formatOrderNumber(paid.number) });
      for (const [column, text] of [
        ['Name', seed.customer.name],
        ['Email', seed.customer.email],
      ] as const) {
        const cell = row.getByRole('cell').nth(headers.indexOf(column));
        await expect(cell).toContainText(text);
        expect(await clippedText(cell), `${column} at ${width} px`).toEqual([]);
      }

      await row.getByRole('link', { name: formatOrderNumber(paid.number) }).click();
      await expect(page).toHaveURL(`/dashboard/MyOrders/${paid.id}`);
      await expect(
        page.getByRole('heading', { name: `Order ${formatOrderNumber(paid.number)}` }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test('the audit log names each record: the user’s email, the order’s number, the product’s name', async ({
      page,
      visit,
      playwright,
      baseURL,
    }) => {
      const seed = await seedEveryAction(playwright, baseURL ?? '');
      await signInAs(page, DEMO_ADMIN);
      const paid = await orderOf(page, seed.customer.email, 'paid');
      const shipped = await page.request.post('/trpc/orders.ship', {
        headers: { Origin: baseURL ?? '' },
        data: { id: paid.id },
      });
      expect(shipped.ok(), await shipped.text()).toBe(true);

      await visit('/dashboard/audit');
      const rows = page.getByRole('table', { name: 'Admin actions, newest first' }).getByRole('row');
      // Each record's own row, found by what it must name: the other worker's admin actions are logged meanwhile.
      await expect(
        rows.filter({ hasText: 'order.ship' }).filter({ hasText: formatOrderNumber(paid.number) }),
      ).toHaveCount(1);
      await expect(rows.filter({ hasText: seed.admin.email }).first()).toContainText('user.makeAdmin');
      await expect(rows.filter({ hasText: 'product.create' }).filter({ hasText: seed.partName })).toHaveCount(
        1,
      );
    });
  });
}
