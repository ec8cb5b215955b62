import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_PAGE_SIZE } from '@partsmith/contracts';
import { categories, images, products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ORIGIN = 'https://shop.example';
const ANY_PART = '00000000-0000-7000-8000-000000000000';

/** The build's shell around a page's content, as apps/web/index.html and the prerender make it. */
function shell(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Partsmith: metal tool parts, in stock and shipped quickly." />
    <title>${title}</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><header><a href="/parts">Parts</a></header><main id="main-content" tabindex="-1">${main}</main><footer>Footer</footer></div></body>
</html>
`;
}

/**
 * A stand-in for the built web app with the shell of the real one: home, the catalogue, a category's page (in its
 * loading state, which the server makes the category's) and the product page.
 */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'partsmith-web-'));
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), shell('Partsmith', ''));
  writeFileSync(
    join(dir, 'prerendered', 'home.html'),
    shell('Partsmith · Metal tool parts in stock', '<h1>Home</h1>'),
  );
  writeFileSync(join(dir, 'prerendered', 'catalogue.html'), shell('Parts · Partsmith', '<h1>Parts</h1>'));
  writeFileSync(
    join(dir, 'prerendered', 'category.html'),
    shell('Partsmith', '<div aria-busy="true"><span role="status">Loading the category</span></div>').replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/category-abc.js">\n  </head>',
    ),
  );
  writeFileSync(
    join(dir, 'prerendered', 'product.html'),
    shell('Partsmith', '<div aria-busy="true"><span role="status">Loading the part</span></div>').replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/part-abc.js">\n  </head>',
    ),
  );
  const pages = [
    { serves: ['/', '/home'], file: 'home.html' },
    { serves: ['/parts'], file: 'catalogue.html' },
    {
      serves: ['/parts/category/:slug'],
      file: 'category.html',
      firstScreen: {
        of: 'categoryInPath',
        pictureSizes: '50vw',
        dataRequest: `/trpc/category?slug=${ANY_PART}`,
      },
    },
    {
      serves: ['/parts/:id'],
      file: 'product.html',
      firstScreen: { of: 'partInPath', pictureSizes: '560px', dataRequest: `/trpc/part?id=${ANY_PART}` },
    },
  ];
  writeFileSync(
    join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({
      anyPartId: ANY_PART,
      routes: ['/', '/home', '/parts', '/parts/:id', '/parts/category/:slug'],
      partRoutes: ['/parts/:id'],
      pages,
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

/** The page's head and body as a browser without JavaScript gets them. */
function parsed(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (key: string) => meta('property', `og:${key}`),
    jsonLd: scripts.map(([, json]) => JSON.parse(json ?? '') as Record<string, unknown>),
    main: /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '',
  };
}

describe("a part's page, first HTML", () => {
  it('carries the part for crawlers and link previews: head, Open Graph, JSON-LD Product with its Offer, content', async () => {
    const imageId = await insertImage(t.database.db);
    const part = await insertProduct(t.database.db, {
      name: 'M10 hex nut, grade 8',
      description: 'Zinc plated hex nut.\nSold by the unit.',
      priceCents: 1250,
      quantity: 40,
      minimumOrderQuantity: 2,
      imageId,
    });

    const page = await t.app.inject(`/parts/${part.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = parsed(page.body);
    const url = `${ORIGIN}/parts/${part.id}`;
    expect(html.title).toBe('M10 hex nut, grade 8 · Partsmith');
    expect(html.titles).toBe(1);
    expect(html.description).toBe('Zinc plated hex nut. Sold by the unit.');
    expect(html.canonical).toBe(url);
    expect(html.og('type')).toBe('product');
    expect(html.og('title')).toBe('M10 hex nut, grade 8 · Partsmith');
    expect(html.og('description')).toBe('Zinc plated hex nut. Sold by the unit.');
    expect(html.og('url')).toBe(url);
    expect(html.og('image')).toBe(`${ORIGIN}/images/${imageId}`);

    expect(html.jsonLd).toHaveLength(1);
    const [product] = html.jsonLd;
    const { partNumber } = part;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'M10 hex nut, grade 8',
      description: 'Zinc plated hex nut.\nSold by the unit.',
      sku: partNumber,
      image: `${ORIGIN}/images/${imageId}`,
      url,
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
      },
    });

    // Without JavaScript the page shows the part, not the loading state.
    expect(html.main).toContain('<h1');
    expect(html.main).toContain('M10 hex nut, grade 8</h1>');
    expect(html.main).toContain('$12.50');
    expect(html.main).toContain('In stock');
    expect(html.main).toContain(partNumber);
    expect(html.main).toContain('Zinc plated hex nut.\nSold by the unit.');
    expect(html.main).not.toContain('Loading the part');
    expect(html.main).toContain(`<a href="/purchase/${part.id}"`);
    expect(html.main).not.toContain('Quantity breaks');

    // The part paints before the app's code is asked for (decision 0076).
    expect(page.body.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/start-after-paint.js">',
    ]);
    expect(page.body).toContain(
      '<meta name="app-modules" content="/assets/index-abc.js /assets/part-abc.js" />',
    );
    expect(page.body).not.toContain('rel="modulepreload"');
  });

  it('says out of stock where fewer than the minimum order are left', async () => {
    const part = await insertProduct(t.database.db, { quantity: 1, minimumOrderQuantity: 5 });
    const html = parsed((await t.app.inject(`/parts/${part.id}`)).body);
    expect(html.jsonLd[0]?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(html.main).toContain('Out of stock');
    expect(html.main).not.toContain('In stock');
    expect(html.main).not.toContain('Buy now');
    // Some are left, so nobody is offered a mail for when it is back.
    expect(html.main).not.toContain('Email me when it is back');
    expect(html.og('image')).toBeUndefined();

    const none = await insertProduct(t.database.db, { quantity: 0, minimumOrderQuantity: 1 });
    const noneLeft = parsed((await t.app.inject(`/parts/${none.id}`)).body);
    expect(noneLeft.main).toContain('Email me when it is back</h2>');
  });

  it('lays out what the app draws above the description: packs, the most per order, quantity breaks', async () => {
    const part = await insertProduct(t.database.db, {
      priceCents: 100,
      quantity: 1000,
      minimumOrderQuantity: 10,
      packSize: 10,
      maximumPerOrder: 500,
      priceBreaks: [
        { minimumQuantity: 100, unitPriceCents: 90 },
        { minimumQuantity: 1000, unitPriceCents: 80 },
      ],
    });
    const { main } = parsed((await t.app.inject(`/parts/${part.id}`)).body);
    expect(main).toContain('Sold in packs of 10');
    expect(main).toMatch(/Maximum per order<\/dt><dd[^>]*>500</);
    // The break at 1,000 is past the most per order, so the ladder stops at 500.
    expect(main.match(/<tr class="border-t[^>]*><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)</g)).toHaveLength(2);
    expect(main).toContain('$0.90');
    expect(main).not.toContain('$0.80');
    expect(main.indexOf('Quantity breaks')).toBeLessThan(main.indexOf('Buy now'));
    expect(main.indexOf('Buy now')).toBeLessThan(main.indexOf('id="description"'));
  });

  it('escapes a hostile name and description: nothing breaks out of the script, an attribute or the markup', async () => {
    const name = `Nut "</script><script>alert(1)</script>' <!-- & co`;
    const description = `<img src=x onerror=alert(1)> "quoted" </script> \u2028 end`;
    const part = await insertProduct(t.database.db, { name, description });

    const page = await t.app.inject(`/parts/${part.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img src=x');
    // The only scripts are the build's module and the JSON-LD.
    expect(page.body.match(/<script\b/g)).toHaveLength(2);
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);

    const html = parsed(page.body);
    expect(html.title).toBe(
      'Nut &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &lt;!-- &amp; co · Partsmith',
    );
    expect(html.og('title')).toBe(html.title);
    expect(html.jsonLd[0]).toMatchObject({ name, description });
    expect(html.main).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is tagged with the catalogue version: 304 while it holds, the new part after a change', async () => {
    const part = await insertProduct(t.database.db, { name: 'Tagged part' });
    const first = await t.app.inject(`/parts/${part.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);

    const again = await t.app.inject({ url: `/parts/${part.id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.db
      .update(products)
      .set({ name: 'Renamed part', priceCents: 999 })
      .where(eq(products.id, part.id));
    const changed = await t.app.inject({ url: `/parts/${part.id}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parsed(changed.body).title).toBe('Renamed part · Partsmith');
    expect(parsed(changed.body).jsonLd[0]?.offers).toMatchObject({ price: '9.99' });

    // Compressed for a browser that asks, the same page.
    const brotli = await t.app.inject({ url: `/parts/${part.id}`, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it("answers an unknown part's page 404 with the app's page, without the part's head", async () => {
    const unknown = await t.app.inject(`/parts/${ANY_PART}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('application/ld+json');
    // Its not-found screen is the app's to draw: its scripts load at once.
    expect(unknown.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });
});

describe('home and catalogue, first HTML', () => {
  it('keep their title and description and add the canonical URL and Open Graph', async () => {
    for (const [url, canonical, title] of [
      ['/', `${ORIGIN}/`, 'Partsmith · Metal tool parts in stock'],
      ['/home', `${ORIGIN}/`, 'Partsmith · Metal tool parts in stock'],
      ['/parts?sort=priceAsc', `${ORIGIN}/parts`, 'Parts · Partsmith'],
    ] as const) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      const html = parsed(page.body);
      expect(html.title, url).toBe(title);
      expect(html.description, url).toBe('Partsmith: metal tool parts, in stock and shipped quickly.');
      expect(html.canonical, url).toBe(canonical);
      expect(html.og('type'), url).toBe('website');
      expect(html.og('title'), url).toBe(title);
      expect(html.og('url'), url).toBe(canonical);
      const etag = String(page.headers.etag);
      expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode, url).toBe(304);
    }
  });
});

describe("a category's page, first HTML", () => {
  it('carries the category for crawlers and link previews: head, Open Graph, JSON-LD breadcrumbs, heading, sub-categories', async () => {
    const db = t.database.db;
    const [top] = await db
      .insert(categories)
      .values({ slug: 'seo-fasteners', name: 'Fasteners' })
      .returning();
    const [nuts] = await db
      .insert(categories)
      .values({ slug: 'seo-nuts', name: 'Nuts & locknuts', parentId: top?.id })
      .returning();
    await db.insert(categories).values({ slug: 'seo-washers', name: 'Washers', parentId: top?.id });
    for (const name of ['M10 nut', 'M12 nut']) await insertProduct(db, { name, categoryId: nuts?.id });

    const page = await t.app.inject('/parts/category/seo-nuts?material=steel');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = parsed(page.body);
    const url = `${ORIGIN}/parts/category/seo-nuts`;
    expect(html.title).toBe('Nuts &amp; locknuts · Parts · Partsmith');
    expect(html.titles).toBe(1);
    expect(html.description).toBe(
      'Nuts &amp; locknuts: 2 parts at Partsmith, with prices, stock and specifications to filter by, ready to order in bulk.',
    );
    expect(html.canonical).toBe(url);
    expect(html.og('type')).toBe('website');
    expect(html.og('url')).toBe(url);
    expect(html.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Parts', item: `${ORIGIN}/parts` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Fasteners',
            item: `${ORIGIN}/parts/category/seo-fasteners`,
          },
          { '@type': 'ListItem', position: 3, name: 'Nuts & locknuts', item: url },
        ],
      },
    ]);
    expect(html.main).toContain('>Nuts &amp; locknuts</h1>');
    expect(html.main).toContain('<a href="/parts/category/seo-fasteners"');
    expect(html.main).toContain('2 parts');
    expect(html.main).not.toContain('<h1>Parts</h1>');

    // A top category links to its sub-categories; its count is theirs.
    const fasteners = parsed((await t.app.inject('/parts/category/seo-fasteners')).body);
    expect(fasteners.description).toBe(
      'Fasteners: 2 parts in Nuts &amp; locknuts at Partsmith, with prices, stock and specifications to filter by, ready to order in bulk.',
    );
    expect(fasteners.main).toContain('<a href="/parts/category/seo-nuts"');
    expect(fasteners.main).toContain('<a href="/parts/category/seo-washers"');
    expect(fasteners.jsonLd[0]?.itemListElement).toHaveLength(2);

    // A new part changes the count, and the page's tag with it.
    const etag = String(page.headers.etag);
    await insertProduct(db, { name: 'M16 nut', categoryId: nuts?.id });
    const changed = await t.app.inject({
      url: '/parts/category/seo-nuts',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(parsed(changed.body).main).toContain('3 parts');
  });

  it('preloads the first page of its parts and the picture it opens with, only without filters', async () => {
    const db = t.database.db;
    const [drills] = await db
      .insert(categories)
      .values({ slug: 'preload-drills', name: 'Drills' })
      .returning();
    const older = await insertImage(db);
    const newer = await insertImage(db);
    await insertProduct(db, { name: 'HSS drill 5 mm', categoryId: drills?.id, imageId: older });
    await insertProduct(db, { name: 'HSS drill 6 mm', categoryId: drills?.id, imageId: newer });

    const page = await t.app.inject('/parts/category/preload-drills');
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBe(
      `</trpc/category?slug=preload-drills>; rel=preload; as=fetch; crossorigin=anonymous, </images/${newer}>; rel=preload; as=image; fetchpriority=high`,
    );
    expect((await t.app.inject('/parts/category/preload-drills?sort=name')).headers.link).toBeUndefined();
    const [empty] = await db.insert(categories).values({ slug: 'preload-empty', name: 'Empty' }).returning();
    expect(empty).toBeDefined();
    expect((await t.app.inject('/parts/category/preload-empty')).headers.link).toBeUndefined();
  });

  it('opens with its first page of parts as the app draws them, the first picture fetched first; a filtered page without them', async () => {
    const db = t.database.db;
    const [taps] = await db.insert(categories).values({ slug: 'first-taps', name: 'Taps' }).returning();
    const picture = await insertImage(db);
    for (let n = 1; n <= CATALOGUE_PAGE_SIZE; n += 1) {
      await insertProduct(db, { name: `Tap M${n} <fine>`, categoryId: taps?.id, imageId: picture });
    }
    // The newest, so the first card: fewer left than its minimum order; its picture has a smaller copy.
    const withCopy = await insertImage(db);
    const copy = await insertImage(db);
    await db.update(images).set({ variantOf: withCopy, width: 4 }).where(eq(images.id, copy));
    await insertProduct(db, {
      name: 'Tap M99',
      categoryId: taps?.id,
      imageId: withCopy,
      quantity: 1,
      minimumOrderQuantity: 5,
    });

    const opening = await t.app.inject('/parts/category/first-taps');
    const main = parsed(opening.body).main;
    const api = await t.app.inject('/api/categories/first-taps/parts');
    const firstPage = api.json<{ items: { id: string; name: string }[]; nextCursor: string }>();
    const cardNames = [...main.matchAll(/<h2 [^>]*><a href="\/parts\/([^"]+)"[^>]*>([^<]*)<\/a><\/h2>/g)];
    expect(cardNames.map(([, id]) => id)).toEqual(firstPage.items.map((part) => part.id));
    expect(cardNames[1]?.[2]).toBe(`Tap M${CATALOGUE_PAGE_SIZE} &lt;fine&gt;`);
    expect(main).toContain('13 parts');
    const pictures = [...main.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(pictures).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(pictures[0]).toContain('loading="eager" fetchpriority="high"');
    // It shows as wide as its preload says (the build's sizes), so the browser uses the copy it preloaded.
    expect(pictures[0]).toContain(`srcset="/images/${copy} 4w, /images/${withCopy} 8w" sizes="50vw"`);
    expect(opening.headers.link).toContain(
      `</images/${withCopy}>; rel=preload; as=image; fetchpriority=high; imagesrcset="/images/${copy} 4w, /images/${withCopy} 8w"; imagesizes="50vw"`,
    );
    expect(pictures.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    // The sold-out part says so where the others offer Buy now.
    expect(main).toContain('<dd class="font-semibold text-danger-700">Out of stock</dd>');
    expect(main).not.toContain('aria-label="Buy now: Tap M99"');
    expect(main).toContain(`aria-label="Buy now: Tap M2 &lt;fine&gt;"`);
    // Next leads where the app's Next does: the page after, which the API answers with the oldest part.
    const next = /<a href="([^"]+)"[^>]*>Next<\/a>/.exec(main)?.[1]?.replace(/&amp;/g, '&');
    expect(next).toBe(`/parts/category/first-taps?after=${encodeURIComponent(firstPage.nextCursor)}`);
    const after = await t.app.inject(`/api/categories/first-taps/parts${next?.slice(next.indexOf('?'))}`);
    expect(after.json<{ items: { name: string }[] }>().items.map((part) => part.name)).toEqual([
      'Tap M1 <fine>',
    ]);

    // Its parts paint before the app's code is asked for: the entry and its preloads wait in a meta element for
    // apps/web/public/start-after-paint.js (decision 0076).
    expect(opening.body.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/start-after-paint.js">',
    ]);
    expect(opening.body).toContain(
      '<meta name="app-modules" content="/assets/index-abc.js /assets/category-abc.js" />',
    );
    expect(opening.body).not.toContain('rel="modulepreload"');

    // A filtered, sorted or later page is the app's to find: the first HTML holds no part of it, and its scripts
    // load at once.
    for (const url of ['/parts/category/first-taps?sort=name', next ?? '']) {
      const body = (await t.app.inject(url)).body;
      const filtered = parsed(body).main;
      expect(filtered, url).toContain('>Taps</h1>');
      expect(filtered, url).not.toContain('aria-label="Parts"');
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/category-abc.js">');
      expect(body, url).not.toContain('app-modules');
    }
  });

  it("answers an unknown category's page 404 with the app's page, without a category's head", async () => {
    const unknown = await t.app.inject('/parts/category/no-such-category');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.link).toBeUndefined();
    expect(unknown.body).not.toContain('application/ld+json');
    expect(unknown.body).not.toContain('rel="canonical"');
  });
});
