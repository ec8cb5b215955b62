import { expect, signIn, test } from './fixtures';

interface LegacyProduct {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  minimumOrderQuantity: number;
}

// @seeded: the API's three newest must still be the newest when the page shows them (other tests add parts).
test('the home page shows the three newest parts, reviews, stats, contact and FAQ', {
  tag: '@seeded',
}, async ({ page, visit, request }) => {
  const products: LegacyProduct[] = await (await request.get('/api/products')).json();
  expect(products.length).toBeGreaterThanOrEqual(12);

  await visit('/');

  const parts = page.getByRole('region', { name: 'OUR PARTS' }).getByRole('article');
  await expect(parts).toHaveCount(3);
  for (const [index, product] of products.slice(0, 3).entries()) {
    await expect(parts.nth(index).getByRole('heading')).toHaveText(product.name);
  }
  await expect(
    page
      .getByRole('region', { name: 'REVIEWS' })
      .getByRole('img', { name: /Rated \d out of 5/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Years of experience')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CONTACT US' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ASK QUERY' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const mark of ['GitHub', 'Facebook', 'Google', 'WhatsApp', 'Twitter']) {
    const icon = footer.getByRole('img', { name: mark });
    await icon.scrollIntoViewIfNeeded();
    await expect(icon).toHaveJSProperty('complete', true);
    expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

// @seeded: the newest part, as the API named it, must still be the newest on the page.
test('buy now opens the part with its price, stock and minimum order', { tag: '@seeded' }, async ({
  page,
  visit,
  request,
}) => {
  const [newest] = (await (await request.get('/api/products')).json()) as LegacyProduct[];
  if (!newest) throw new Error('no products seeded');

  await signIn(page);
  await visit('/home');
  await page.getByRole('link', { name: `Buy now: ${newest.name}` }).click();

  await expect(page).toHaveURL(`/purchase/${newest._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name);
  await expect(page.getByRole('main')).toContainText(`$${newest.price.toFixed(2)}`);
  await expect(page.getByRole('main')).toContainText(String(newest.quantity));
  await expect(page.getByRole('main')).toContainText(String(newest.minimumOrderQuantity));
});

test.describe('missing things', () => {
  // The browser logs the API's 404 answer for the unknown part; the page itself must handle it.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown part and an unknown page each say so', async ({ page, visit }) => {
    await signIn(page);
    await visit('/purchase/not-a-real-part');
    await expect(page.getByRole('heading', { name: 'This part could not be found' })).toBeVisible();

    await visit('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('img[src*="not-found"]')).toBeVisible();
  });
});

test('routes match whatever the letter case', async ({ page, visit }) => {
  await visit('/BLOG');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);

  await visit('/mYpOrTfOlIo');
  await expect(page.getByRole('heading', { level: 2, name: /Education/i })).toBeVisible();
});

test('the contact form validates, thanks the visitor and resets', async ({ page, visit }) => {
  await visit('/');
  const email = page.getByLabel('Email');
  await email.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await email.fill('not-an-email');
  await page.getByLabel('Message').fill('Do you stock M16 hex bolts in grade 10.9?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Provide a valid email')).toBeVisible();

  await email.fill('buyer@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Sent your mail')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a Send pressed on the contact form as its code arrives still sends the message', async ({
  page,
  visit,
}) => {
  // The form's code is held until the button is down, so the real form is ready exactly between press and release.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/contact-form-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit('/');
  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('Message').fill('Do you stock M16 hex bolts in grade 10.9?');
  const send = page.getByRole('button', { name: 'Send message' });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  if (!box) throw new Error('the Send button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.waitForResponse(/contact-form-[^/]*\.js$/);
  // A few frames for the code to run and React to commit whatever it is going to commit while the button is down.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  await page.mouse.up();
  await expect(page.getByText('Sent your mail')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('the carousel can be driven from the keyboard', async ({ page, visit }) => {
  await visit('/');
  const next = page.getByRole('button', { name: 'Next slide' });
  const dots = page.getByRole('button', { name: /^Show slide/ });
  // Focus inside the carousel stops it; until then it may have moved on (visit's checks can take 5 s under load).
  await next.focus();
  const shown = await dots.evaluateAll((buttons) =>
    buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
  );
  await page.keyboard.press('Enter');
  await expect(dots.nth((shown + 1) % (await dots.count()))).toHaveAttribute('aria-current', 'true');
});

test('on a phone the menu opens and closes from the keyboard', async ({ page, visit }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit('/');
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('the API reference renders without asking any other host for anything', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(url.href);
  });
  await page.goto('/api/docs');
  await expect(page.getByText('Partsmith REST API').first()).toBeVisible();
  await expect(page.getByText('/api/products').first()).toBeVisible();
  // The reference keeps a connection open, so "network idle" never comes: its own requests (scripts, styles,
  // fonts) have all been made once the page has loaded and its fonts are settled.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(foreign).toEqual([]);
});
