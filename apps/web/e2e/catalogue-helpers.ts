import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_ADMIN } from './admin-helpers';
import { pngImage } from './png-image';
import { RUN_SETTINGS } from './run-settings';

/** A part as the admin's create form takes it; price in dollars. */
export interface PartSpec {
  name: string;
  price: string;
  quantity: number;
  minimumOrderQuantity: number;
  description?: string;
  partNumber?: string;
  packSize?: number;
  weightGrams?: number;
  /** From `minimumQuantity` units on, each costs `price` dollars. */
  priceBreaks?: { minimumQuantity: number; price: string }[];
}

/**
 * A word no other test's part names contain, so searching it finds this test's parts only. Random from its third
 * letter on: words made moments apart used to share a timestamp's first letters, and the search, which forgives
 * near spellings, found one test's parts for another's word.
 */
export function newWord(): string {
  const letters = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `zx${letters()}${letters()}`;
}

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * Runs `work` as the demo admin on a request context of its own, so the browser under test keeps its own session
 * (or none). Cookie-authenticated changes name their origin (the server's CSRF guard).
 */
async function asAdmin<T>(
  playwright: Playwright,
  baseURL: string,
  work: (admin: APIRequestContext) => Promise<T>,
) {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const login = await admin.post('/trpc/auth.login', { data: DEMO_ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** Adds parts through the API, one picture for all; returns their ids in the order given. */
export function addParts(playwright: Playwright, baseURL: string, parts: PartSpec[]): Promise<string[]> {
  return asAdmin(playwright, baseURL, async (admin) => {
    const imageId = await uploadPicture(admin);
    const ids: string[] = [];
    for (const part of parts) {
      const created = await admin.post('/trpc/admin.products.create', {
        data: { description: `Made by a test: ${part.name}.`, ...part, imageId },
      });
      expect(created.ok(), await created.text()).toBe(true);
      ids.push(((await created.json()) as { result: { data: { id: string } } }).result.data.id);
    }
    return ids;
  });
}

/** Changes a part as the admin's Edit form would (`price` in dollars). */
export function updatePart(
  playwright: Playwright,
  baseURL: string,
  id: string,
  fields: Partial<PartSpec> & { addQuantity?: number },
): Promise<void> {
  return asAdmin(playwright, baseURL, async (admin) => {
    const updated = await admin.post('/trpc/admin.products.update', { data: { id, ...fields } });
    expect(updated.ok(), await updated.text()).toBe(true);
  });
}

/** Removes a part as the admin would; a sold-out test part left as the newest would change what other tests see. */
export function removePart(playwright: Playwright, baseURL: string, id: string): Promise<void> {
  return asAdmin(playwright, baseURL, async (admin) => {
    const removed = await admin.post('/trpc/admin.products.delete', { data: { id } });
    expect(removed.ok(), await removed.text()).toBe(true);
  });
}

async function uploadPicture(admin: APIRequestContext): Promise<string> {
  const upload = await admin.post('/api/images', {
    multipart: { image: { name: 'part.png', mimeType: 'image/png', buffer: pngImage() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { data: { id: string } }).data.id;
}

/** The catalogue's cards, in the order shown. */
export function partCards(page: Page) {
  return page.getByRole('list', { name: 'Parts' }).getByRole('article');
}

/** Each screen width the issue asks the new pages to be checked at: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const;
/** A usual screen height for each of those widths. */
export const WIDTH_HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800 };

/** `SCREENSHOTS=1`: saves the page as docs/screenshots/<name>-desktop.png (1280 px) or -phone.png (390 px). */
export async function saveScreenshot(page: Page, name: string, width: number) {
  const directory = RUN_SETTINGS.screenshotDirectory;
  if (!directory) return;
  // No hover state from the last click in the picture.
  await page.mouse.move(0, 0);
  const file = `${name}-${width < 768 ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: join(directory, file) });
}
