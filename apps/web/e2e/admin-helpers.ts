import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Fixtures, signIn } from './fixtures';

type Visit = Fixtures['visit'];

import { pngImage } from './png-image';

/** A file as `setInputFiles` takes it from memory. */
interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The admin the server seeds on first start (README). */
export const DEMO_ADMIN = { email: 'admin@partsmith.test', password: 'admin-demo-pass' };

/**
 * Signs the browser in as `account`, dropping any session it had first: with the old cookie, the login request
 * would be a cookie-authenticated change from no page of ours, which the server's CSRF guard refuses.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await signIn(page, account);
}

/** Signs in as the demo admin and opens Manage All Orders at the paid ones; returns the customer's order row. */
export async function paidOrderRow(page: Page, visit: Visit, customerEmail: string) {
  await signInAs(page, DEMO_ADMIN);
  await visit('/dashboard/manageAllOrders');
  await page.getByLabel('Show').selectOption('paid');
  return page.getByRole('row').filter({ hasText: customerEmail });
}

/** A part name no other test uses, so a test finds its own rows. */
export function newPartName(): string {
  return `E2E bracket ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Adds a product through the API as the signed-in admin of `request`, for tests whose subject is not adding one.
 * Cookie-authenticated changes must name their origin (the server's CSRF guard).
 */
export async function createProduct(request: APIRequestContext, origin: string, name = newPartName()) {
  const headers = { Origin: origin };
  const upload = await request.post('/api/images', {
    headers,
    multipart: { image: { name: 'part.png', mimeType: 'image/png', buffer: pngImage() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { data } = (await upload.json()) as { data: { id: string } };
  const product = {
    name,
    description: 'Made by a test.',
    quantity: 40,
    minimumOrderQuantity: 2,
    price: '9.50',
  };
  const created = await request.post('/trpc/admin.products.create', {
    headers,
    data: { ...product, imageId: data.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { result } = (await created.json()) as { result: { data: { id: string } } };
  return { ...product, id: result.data.id };
}

export interface PartFields {
  name: string;
  description: string;
  quantity: string;
  minimum: string;
  price: string;
  /** The category chosen in the form; Washers when the test does not care. */
  category?: string;
}

/** Fills Add Product's form (on the open page) and presses Add. */
export async function addProductWithForm(page: Page, part: PartFields, image: FilePayload) {
  await page.getByLabel('Name').fill(part.name);
  await page.getByLabel('Description').fill(part.description);
  await page.getByLabel('Category').selectOption({ label: part.category ?? 'Washers' });
  await page.getByLabel('Quantity in stock').fill(part.quantity);
  await page.getByLabel('Minimum order quantity').fill(part.minimum);
  await page.getByLabel('Price per unit ($)').fill(part.price);
  await page.getByLabel('Image').setInputFiles(image);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}
