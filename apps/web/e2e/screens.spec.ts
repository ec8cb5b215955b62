import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { RUN_SETTINGS } from './run-settings';
import {
  hiddenHeaders,
  SCREENS,
  type Seed,
  seedEveryAction,
  sidewaysOverflow,
  toastAndNavbar,
  unreachableControls,
} from './screens-helpers';

/** `SCREENSHOTS=1`: each admin page at 1280 and 390 px is also saved to docs/screenshots/ for the README. */
const SCREENSHOT_DIR = RUN_SETTINGS.screenshotDirectory;
const SCREENSHOT_SIZES: Record<number, string> = { 1280: 'desktop', 390: 'phone' };

interface TablePage {
  path: string;
  /** The table's caption, its accessible name. */
  table: string;
  /** For screenshot file names. */
  slug: string;
  /** Controls the seeded rows must show: proof the check below had something to check. */
  expected: (seed: Seed) => (string | RegExp)[];
  /**
   * Narrows the list to the seeded rows first, in the field of this label: All Users is paged oldest first, and
   * another test may place a page of orders meanwhile.
   */
  search?: { label: string; text: (seed: Seed) => string };
}

const ADMIN_PAGES: TablePage[] = [
  {
    path: '/dashboard/makeAdmin',
    table: 'All users',
    slug: 'users',
    search: { label: 'Search by email', text: (seed) => seed.runId },
    expected: (seed) => [
      'Make admin',
      'Admin',
      `Remove ${seed.customer.email}`,
      `Remove ${seed.admin.email}`,
    ],
  },
  {
    path: '/dashboard/manageProducts',
    table: 'All products',
    slug: 'products',
    expected: (seed) => [`Edit ${seed.partName}`, `cancel ${seed.partName}`],
  },
  {
    path: '/dashboard/manageAllOrders',
    table: 'All orders',
    slug: 'orders',
    search: { label: 'Search by order number, name or email', text: (seed) => seed.customer.email },
    expected: (seed) => [/^Delete order: .*/, new RegExp(`^Mark shipped: .*${seed.customer.email}`)],
  },
  {
    path: '/dashboard/messages',
    table: 'Contact messages, newest first',
    slug: 'messages',
    expected: (seed) => [`Mark handled: message from ${seed.customer.email}`],
  },
  { path: '/dashboard/audit', table: 'Admin actions, newest first', slug: 'audit', expected: () => [] },
];

/** The checks every table gets at every width: its actions reachable, nothing to scroll sideways. */
async function expectTableFits(page: Page, name: string, expected: (string | RegExp)[], width: number) {
  const table = page.getByRole('table', { name, exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const control of expected) {
    await expect(
      table
        .getByRole('button', { name: control })
        .or(table.getByRole('link', { name: control }))
        .first(),
    ).toBeVisible();
  }
  expect(await unreachableControls(table), `${name} at ${width} px`).toEqual([]);
  // Below 1280 px the issue would accept a table that scrolls in its box; the rows become cards instead.
  expect(await sidewaysOverflow(table), `${name} at ${width} px`).toEqual({ region: 0, page: 0 });
  if (width >= 1280) {
    await expect(table).toHaveCSS('display', 'table');
    expect(await hiddenHeaders(table), `${name} at ${width} px`).toEqual([]);
  }
}

async function saveScreenshot(page: Page, slug: string, width: number) {
  const size = SCREENSHOT_SIZES[width];
  if (!SCREENSHOT_DIR || !size) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Desktop: the whole page; phone: the first screenful, as a visitor sees it.
  await page.screenshot({ path: `${SCREENSHOT_DIR}admin-${slug}-${size}.png`, fullPage: size === 'desktop' });
}

for (const screen of SCREENS) {
  test(`at ${screen.width} px every admin table and My Orders shows every action, clickable, without scrolling sideways`, async ({
    page,
    visit,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(screen);
    const seed = await seedEveryAction(playwright, baseURL ?? '');
    await signInAs(page, DEMO_ADMIN);

    for (const admin of ADMIN_PAGES) {
      await visit(admin.path);
      if (admin.search) {
        await page.getByLabel(admin.search.label).fill(admin.search.text(seed));
        await expect(page.getByRole('table', { name: admin.table }).getByRole('row')).toHaveCount(3);
      }
      await expectTableFits(page, admin.table, admin.expected(seed), screen.width);
      await saveScreenshot(page, admin.slug, screen.width);
      // The dashboard menu too: every entry reachable, however narrow the screen.
      expect(await unreachableControls(page.getByRole('navigation', { name: 'Dashboard' }))).toEqual([]);
    }

    // Categories is a list, not a table: its actions reachable and nothing wider than the screen all the same.
    await visit('/dashboard/categories');
    const tree = page.getByRole('list', { name: 'Categories', exact: true });
    await expect(tree.getByRole('button', { name: 'Remove Fasteners' })).toBeVisible();
    expect(await unreachableControls(tree), `Categories at ${screen.width} px`).toEqual([]);
    expect(await sidewaysOverflow(tree), `Categories at ${screen.width} px`).toEqual({ region: 0, page: 0 });
    await saveScreenshot(page, 'categories', screen.width);

    // A toast never covers the navbar: bottom centre on phones, top right below the navbar from 640 px on.
    await visit('/dashboard/messages');
    await page.getByRole('button', { name: `Mark handled: message from ${seed.customer.email}` }).click();
    await expect(page.getByText(`Marked the message from ${seed.customer.email} handled`)).toBeVisible();
    const { toast, navbar } = await toastAndNavbar(page);
    expect(toast.y, 'toast below the navbar').toBeGreaterThanOrEqual(navbar.y + navbar.height);
    if (screen.width < 640) {
      expect(toast.y + toast.height).toBeGreaterThan(screen.height / 2);
    } else {
      expect(toast.y).toBeLessThan(screen.height / 2);
      expect(toast.x + toast.width).toBeGreaterThan(screen.width * 0.75);
    }

    await signInAs(page, seed.customer);
    await visit('/dashboard/MyOrders');
    const unpaid = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Pay/ }) });
    await expect(unpaid).toHaveCount(1);
    await expect(unpaid.getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expectTableFits(page, 'My Orders', [/^Pay for /, /^Cancel /], screen.width);
  });
}

test('on a phone the dashboard menu is a strip that scrolls sideways and shows which side has more', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/makeAdmin');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const strip = menu.getByRole('list');
  // The page's own entry is scrolled into sight.
  await expect(menu.getByRole('link', { name: 'Make Admin' })).toBeInViewport({ ratio: 1 });

  await strip.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(menu.locator('[data-more="after"]')).toBeVisible();
  await expect(menu.locator('[data-more="before"]')).toHaveCount(0);
  await strip.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
  await expect(menu.locator('[data-more="before"]')).toBeVisible();
  await expect(menu.locator('[data-more="after"]')).toHaveCount(0);
  // The last entry's text has a fractional width and scrolling stops at whole pixels: up to a pixel may stay out.
  await expect(menu.getByRole('link', { name: 'Categories' })).toBeInViewport({ ratio: 0.99 });
});
