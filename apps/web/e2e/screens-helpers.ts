import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { Account } from './account-helpers';
import { createProduct, DEMO_ADMIN } from './admin-helpers';

/** The widths the issue names: a phone, a tablet, a laptop and a desktop screen, each at a usual height. */
export const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** What `seedEveryAction` made: rows that carry every action the admin tables and My Orders offer. */
export interface Seed {
  /** In both seeded accounts' emails and nowhere else: All Users' search for just those two. */
  runId: string;
  customer: Account;
  /** A second account, made admin: its row has the inert Admin button. */
  admin: Account;
  partName: string;
}

/** Calls a tRPC procedure as the context's signed-in user (a cookie-authenticated change must name its origin). */
export async function call<Data>(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { headers: { Origin: origin }, data: input });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: Data } }).result.data;
}

/** Pays an order with the test card through the API, as the payment page does; answers the transaction id. */
export async function payWithTestCard(request: APIRequestContext, origin: string, orderId: string) {
  const intent = await call<{ paymentIntentId: string }>(request, origin, 'payments.createIntent', {
    orderId,
  });
  const { paymentIntentId } = intent;
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
  await call(request, origin, 'payments.payWithTestCard', { paymentIntentId, card });
  await call(request, origin, 'payments.confirm', { orderId, paymentIntentId });
  return paymentIntentId;
}

/**
 * Through the API, on contexts of their own: a new part with a long name; a customer with a long name and email
 * who orders it twice and pays the second order (an unpaid and a paid row); a second long-named account made
 * admin; and a contact message. Long text on purpose: it is what pushed columns off screen.
 */
export async function seedEveryAction(playwright: PlaywrightWorkerArgs['playwright'], origin: string) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = (role: string): Account => ({
    name: `Screens ${role} with a deliberately long name ${runId}`,
    email: `e2e-screens-${role}-with-a-long-mailbox-${runId}@example.com`,
    password: `pass-${runId}-${role}`,
  });
  const seed: Seed = {
    runId,
    customer: account('customer'),
    admin: account('admin'),
    partName: `E2E angle bracket 90° for workbench frames, zinc plated, 4 holes ${runId}`,
  };
  const asAdmin = await playwright.request.newContext({ baseURL: origin });
  const asCustomer = await playwright.request.newContext({ baseURL: origin });
  const asNewAdmin = await playwright.request.newContext({ baseURL: origin });
  try {
    await call(asAdmin, origin, 'auth.login', DEMO_ADMIN);
    await createProduct(asAdmin, origin, seed.partName);
    // Registering signs each context in as its new account.
    await call(asCustomer, origin, 'auth.register', seed.customer);
    await call(asNewAdmin, origin, 'auth.register', seed.admin);
    await call(asAdmin, origin, 'admin.users.makeAdmin', { email: seed.admin.email });

    const products: { _id: string; name: string }[] = await (await asCustomer.get('/api/products')).json();
    const productId = products.find((product) => product.name === seed.partName)?._id;
    const order = { productId, quantity: 2, phone: '+880 1700 000000', address: '12 Forge Lane, Dhaka' };
    await call(asCustomer, origin, 'orders.place', order);
    const paid = await call<{ id: string }>(asCustomer, origin, 'orders.place', order);
    await payWithTestCard(asCustomer, origin, paid.id);
    await call(asCustomer, origin, 'contact.send', {
      email: seed.customer.email,
      message: `Do you cut the ${runId} brackets to length? We need forty by Friday, and a quote for a hundred more.`,
    });
  } finally {
    await Promise.all([asAdmin.dispose(), asCustomer.dispose(), asNewAdmin.dispose()]);
  }
  return seed;
}

/**
 * Every button and link in `scope` that a user could not see whole and press: each is scrolled to (the page up or
 * down, a strip sideways), then must lie inside the window from side to side and be what a click at its centre
 * hits. Returns what failed, in words; an empty list when every control is reachable.
 */
export function unreachableControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>('button, a[href]')) {
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || box.height === 0) {
        problems.push(`${name}: not displayed`);
      } else if (box.left < 0 || box.right > window.innerWidth || y < 0 || y > window.innerHeight) {
        problems.push(`${name}: off screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      } else {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !control.contains(hit))
          problems.push(`${name}: covered by ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return problems;
  });
}

/** The table's scrolling box and the page: how far each could scroll sideways (0 when it all fits). */
export function sidewaysOverflow(table: Locator) {
  return table.evaluate((element) => {
    const region = element.closest('[tabindex]') ?? element;
    return {
      region: region.scrollWidth - region.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** Column headers of `table` that are not shown whole inside its box and the window (table layout only). */
export function hiddenHeaders(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const box = (element.closest('[tabindex]') ?? element).getBoundingClientRect();
    return [...element.querySelectorAll('thead th')]
      .filter((header) => {
        const cell = header.getBoundingClientRect();
        const inside = cell.left >= box.left - 0.5 && cell.right <= box.right + 0.5;
        return cell.width === 0 || !inside || cell.right > window.innerWidth;
      })
      .map((header) => header.textContent ?? '');
  });
}

/** Where the newest toast rests once it has slid in, and where the navbar is. */
export async function toastAndNavbar(page: Page) {
  const newest = page.locator('[data-sonner-toast]').first();
  await expect(newest).toHaveAttribute('data-mounted', 'true');
  await newest.evaluate((element) => Promise.all(element.getAnimations().map((motion) => motion.finished)));
  const toast = await newest.boundingBox();
  const navbar = await page.getByRole('banner').boundingBox();
  if (!toast || !navbar) throw new Error('no toast or no navbar on screen');
  return { toast, navbar };
}
