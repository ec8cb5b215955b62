import { MESSAGES } from '@partsmith/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { type Fixtures, signIn } from './fixtures';

/** A part as the legacy REST list describes it (price in dollars). */
export interface LegacyProduct {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  minimumOrderQuantity: number;
}

/**
 * A demo part whose minimum is above 1 (so "one too few" exists), with stock for many orders at it, and no other rule
 * (packs, a maximum, breaks: which other tests' parts have) to change what one more costs or whether it is allowed.
 */
export async function pickPart(request: APIRequestContext): Promise<LegacyProduct> {
  const products: LegacyProduct[] = await (await request.get('/api/products')).json();
  const listed = (await (await request.get('/trpc/catalog.list')).json()) as {
    result: {
      data: { id: string; packSize: number; maximumPerOrder: number | null; priceBreaks: unknown[] }[];
    };
  };
  const plain = new Set(
    listed.result.data
      .filter((p) => p.packSize === 1 && p.maximumPerOrder === null && p.priceBreaks.length === 0)
      .map((p) => p.id),
  );
  // The oldest such part, a demo one: a newer one may be another test's, which it may change or remove meanwhile.
  const part = products.findLast(
    (p) => plain.has(p._id) && p.minimumOrderQuantity > 1 && p.quantity >= p.minimumOrderQuantity * 5,
  );
  if (!part) throw new Error('no seeded part with a minimum above 1 and enough stock');
  return part;
}

/** Signs a new customer in and opens the purchase page of a seeded part (see pickPart); returns the part. */
export async function openPurchaseAsNewCustomer(
  page: Page,
  visit: Fixtures['visit'],
  request: APIRequestContext,
): Promise<LegacyProduct> {
  const part = await pickPart(request);
  await signIn(page, await createAccount(request));
  await visit(`/purchase/${part._id}`);
  return part;
}

/** Dollars as the shop shows them ("$1,234.50"). */
export function dollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** The "Available quantity" figure on the part's page. */
export function availableQuantity(page: Page) {
  return page.locator('dt:text-is("Available quantity") + dd');
}

/** Orders the part whose page is open, at the quantity shown, and returns the new order's id. */
export async function orderOnPage(page: Page): Promise<string> {
  // Textboxes by exact name: the 'Save this phone and address to my profile' checkbox shown once they are typed
  // would match a plain label search too.
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+880 1700 000000');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Forge Lane, Dhaka');
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order added')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Pay now' }).getAttribute('href');
  const id = /\/dashboard\/payment\/([^/?#]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`unexpected Pay now link: ${href}`);
  return id;
}

/** Fills the test-mode card form of the open payment page and presses Pay. */
export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Orders the part whose page is open and pays with the test card that succeeds; returns the order's id. */
export async function orderAndPay(page: Page): Promise<string> {
  const id = await orderOnPage(page);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(MESSAGES.paymentCompleted)).toBeVisible();
  return id;
}
