import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

/** What a crawler or link preview reads: the part's page as the server first sends it, no script run. */
describeAtWidths("a part's page before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test('shows the part: name, price, stock and description, with its head and JSON-LD', async ({
    page,
    parts,
  }, testInfo) => {
    const name = `Hex nut ${newWord()} M10`;
    const [id] = await parts.add([
      {
        name,
        price: '1249.50',
        quantity: 340,
        minimumOrderQuantity: 25,
        description: 'Grade 8, zinc plated.',
      },
    ]);

    const response = await page.goto(`/parts/${id}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(main).toContainText('$1,249.50');
    await expect(main).toContainText('In stock');
    await expect(main).toContainText('Grade 8, zinc plated.');
    await expect(main).not.toContainText('Loading');
    await expect(page).toHaveTitle(`${name} · Partsmith`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/parts/${id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name,
      offers: { '@type': 'Offer', price: '1249.50', priceCurrency: 'USD' },
    });
    await page.screenshot({ path: testInfo.outputPath('no-script.png'), fullPage: true });
  });
});

/** The demo shop's Nuts, under Fasteners: a category page as a crawler reads it, then as the app shows it. */
describeAtWidths("a category's page before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  // @seeded: the page and the API's answer for it, read one after the other, must see the same Nuts.
  test(
    'shows its breadcrumbs, heading and first page of parts, with its head and JSON-LD breadcrumbs',
    { tag: '@seeded' },
    async ({ page, request }, testInfo) => {
      const response = await page.goto('/parts/category/nuts');
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nuts');
      await expect(main.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText([
        'Parts',
        'Fasteners',
      ]);
      await expect(main).toContainText(/\d+ parts/);
      // Its first page of parts, as the app's first request for it answers, each card linking to its part.
      const answer = await request.get('/api/categories/nuts/parts');
      const firstPage = (await answer.json()) as { items: { name: string }[] };
      const cards = main.getByRole('list', { name: 'Parts' }).getByRole('heading', { level: 2 });
      await expect(cards).toHaveText(firstPage.items.map((part) => part.name));
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/parts\/[0-9a-f-]{36}$/);
      await expect(main.getByRole('link', { name: /^Buy now: / }).first()).toBeVisible();
      await expect(page).toHaveTitle('Nuts · Parts · Partsmith');
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/parts/category/nuts`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Nuts: \d+ parts at Partsmith/,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [{ name: 'Parts' }, { name: 'Fasteners' }, { name: 'Nuts' }],
      });
      await page.screenshot({ path: testInfo.outputPath('no-script.png'), fullPage: true });

      expect((await request.get('/parts/category/no-such-category')).status()).toBe(404);
    },
  );
});

describeAtWidths("a category's page once the app runs", () => {
  // @seeded: two loads of the page, one after the other, must see the same Nuts.
  test('draws its parts where the first HTML had them: nothing moves, the controls appear', {
    tag: '@seeded',
  }, async ({ page, browser, baseURL, visit }) => {
    const boxes = async (on: typeof page) => {
      const cards = on.getByRole('list', { name: 'Parts' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      return Promise.all(
        [0, 1, count - 1].map(async (index) => ({
          name: await cards.nth(index).getByRole('heading').textContent(),
          box: await cards.nth(index).getByRole('img').boundingBox(),
        })),
      );
    };
    const withoutScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const firstHtmlPage = await withoutScript.newPage();
    await firstHtmlPage.goto('/parts/category/nuts');
    const firstHtml = await boxes(firstHtmlPage);
    await withoutScript.close();

    await visit('/parts/category/nuts');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(await boxes(page)).toEqual(firstHtml);
  });
});

describeAtWidths("a part's page once the app runs", () => {
  test('draws the description where the first HTML had it, in stock or sold out: nothing moves', async ({
    page,
    browser,
    baseURL,
    visit,
    parts,
  }) => {
    const [id, soldOut] = await parts.add([
      {
        name: `Flat washer ${newWord()} M8`,
        price: '0.40',
        quantity: 5000,
        minimumOrderQuantity: 10,
        packSize: 10,
        description: 'DIN 125, zinc plated.',
        priceBreaks: [
          { minimumQuantity: 100, price: '0.35' },
          { minimumQuantity: 1000, price: '0.30' },
        ],
      },
      { name: `Flat washer ${newWord()} M6`, price: '0.30', quantity: 0, minimumOrderQuantity: 1 },
    ]);
    const descriptionBox = (on: typeof page) => on.getByRole('region', { name: 'Description' }).boundingBox();
    const withoutScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const firstHtmlPage = await withoutScript.newPage();
    await firstHtmlPage.goto(`/parts/${id}`);
    await expect(firstHtmlPage.getByRole('table', { name: 'Quantity breaks' })).toBeVisible();
    const firstHtml = await descriptionBox(firstHtmlPage);
    await firstHtmlPage.goto(`/parts/${soldOut}`);
    const soldOutFirstHtml = await descriptionBox(firstHtmlPage);
    await withoutScript.close();

    await visit(`/parts/${id}`);
    await expect(page.getByRole('button', { name: /^Add to cart: / })).toBeVisible();
    expect(firstHtml).not.toBeNull();
    expect(await descriptionBox(page)).toEqual(firstHtml);

    await visit(`/parts/${soldOut}`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(soldOutFirstHtml).not.toBeNull();
    expect(await descriptionBox(page)).toEqual(soldOutFirstHtml);
  });

  test('keeps one heading and the head the server sent', async ({ page, visit, parts }) => {
    const name = `Washer ${newWord()}`;
    const [id] = await parts.add([{ name, price: '3.20', quantity: 10, minimumOrderQuantity: 1 }]);

    await visit(`/parts/${id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${name} · Partsmith`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
});

test('robots.txt names the sitemap, which lists a new part and the categories', async ({
  request,
  parts,
  baseURL,
}) => {
  const [id] = await parts.add([
    { name: `Bolt ${newWord()}`, price: '1.00', quantity: 5, minimumOrderQuantity: 1 },
  ]);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/parts/${id}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/parts/category/nuts</loc>`);
});
