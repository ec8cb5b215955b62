import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Contrast measured mid-fade (a dialog or toast at partial opacity) is wrong: let finite transitions end first.
  // A toast just added starts at opacity 0 and begins its entrance transition a frame later (sonner sets
  // data-mounted), so until it is mounted it counts as fading too; reading its style starts a transition due.
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
    for (const toast of toasts) void getComputedStyle(toast).opacity;
    return (
      toasts.every((toast) => toast.dataset.mounted === 'true' && toast.dataset.removed !== 'true') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        )
    );
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

export interface Fixtures {
  /** Console errors a test provokes on purpose (e.g. the browser logging an expected 404 answer). */
  expectedConsoleErrors: RegExp[];
  /** Goes to a page of the shop, waits until it has settled, and checks it with axe. */
  visit: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    // An unexpected console error is a defect even when the page looks right.
    const errors: string[] = [];
    const record = (text: string) => {
      if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record(message.text());
    });
    page.on('pageerror', (error) => record(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
    // The page a test ends on is checked too, however it got there.
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };

/** The customer the server seeds on first start (README), for tests that just need someone signed in. */
export const DEMO_CUSTOMER = { email: 'customer@partsmith.test', password: 'customer-demo-pass' };

/**
 * Signs the page's browser in through the API, for tests whose subject is not signing in: the session cookie
 * lands in the browser context, so the next page the test opens is signed in.
 */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_CUSTOMER) {
  const response = await page.request.post('/trpc/auth.login', { data: account });
  expect(response.ok(), `signing in as ${account.email}: ${await response.text()}`).toBe(true);
}

/** The request a page's answer preloads with a `Link: rel=preload; as=fetch` header (its first data), if any. */
export function fetchPreloadedBy(response: Response | null): string | undefined {
  return /<([^>]+)>; rel=preload; as=fetch/.exec(response?.headers().link ?? '')?.[1];
}
