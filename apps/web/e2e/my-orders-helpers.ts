import type { Locator, PlaywrightWorkerArgs } from '@playwright/test';
import { type Account, createAccount } from './account-helpers';
import { createProduct, DEMO_ADMIN } from './admin-helpers';
import { call, payWithTestCard } from './screens-helpers';

interface PlacedOrder {
  id: string;
  number: number;
}

/**
 * Through the API: a part with a long name, and a new customer's four orders of it: one left unpaid, one paid by
 * the test card, one cancelled, and one left for the browser to pay. Returns them with the paid one's transaction ID.
 */
export async function seedOrders(playwright: PlaywrightWorkerArgs['playwright'], origin: string) {
  const partName = `E2E flanged hex bolt M12 × 80 for machine frames, zinc plated ${Date.now().toString(36)}`;
  const asAdmin = await playwright.request.newContext({ baseURL: origin });
  const asCustomer = await playwright.request.newContext({ baseURL: origin });
  try {
    await call(asAdmin, origin, 'auth.login', DEMO_ADMIN);
    await createProduct(asAdmin, origin, partName);
    const customer: Account = await createAccount(asCustomer);
    const products: { _id: string; name: string }[] = await (await asCustomer.get('/api/products')).json();
    const productId = products.find((product) => product.name === partName)?._id;
    const place = () =>
      call<PlacedOrder>(asCustomer, origin, 'orders.place', {
        productId,
        quantity: 2,
        phone: '+44 114 496 0000',
        address: '3 Forge Yard, Sheffield',
      });
    const unpaid = await place();
    const paid = await place();
    const cancelled = await place();
    const toPay = await place();
    const transactionId = await payWithTestCard(asCustomer, origin, paid.id);
    await call(asCustomer, origin, 'orders.cancel', { id: cancelled.id });
    return { partName, customer, unpaid, paid, cancelled, toPay, transactionId };
  } finally {
    await Promise.all([asAdmin.dispose(), asCustomer.dispose()]);
  }
}

/** Whether the element's text shows whole: one line box, and nothing of it cut off (no ellipsis, no overflow). */
export function shownWholeOnOneLine(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    const cut = [node, ...node.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth);
    return { lines: lines.size, cut };
  });
}

/** Whether anything inside the element is cut off sideways (an ellipsis, or text overflowing its box). */
export function anythingCut(element: Locator) {
  return element.evaluate((node) =>
    [node, ...node.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth),
  );
}
