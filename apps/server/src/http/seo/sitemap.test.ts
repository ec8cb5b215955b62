import { categories } from '@partsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ORIGIN = 'https://shop.example';

let t: TestApp;
beforeAll(async () => {
  // Three URLs per file: the index split is seen with a handful of parts instead of 50,000.
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { sitemapUrlLimit: 3 });
});
afterAll(() => t.close());

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? '');
}

async function partIds(): Promise<string[]> {
  return ((await t.app.inject('/api/products')).json() as Array<{ _id: string }>).map(({ _id }) => _id);
}

describe('robots.txt', () => {
  it('is a text file that opens the shop, closes the signed-in areas and the API, and names the sitemap', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Allow: /trpc/catalog.',
      'Disallow: /dashboard',
      'Disallow: /purchase/',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /api/',
      'Disallow: /trpc/',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(robots.body).not.toContain('<html');
  });
});

describe('sitemap.xml', () => {
  it('lists home, the catalogue and every part on sale, revalidated by the catalogue version', async () => {
    const ids = await partIds();
    // The limit is 3: room for the two shop pages and at most one part in a single file.
    if (ids.length === 0) await insertProduct(t.database.db);
    const removed = await insertProduct(t.database.db, { deletedAt: new Date() });
    const [part] = await partIds();

    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(sitemap.body)).toEqual([`${ORIGIN}/`, `${ORIGIN}/parts`, `${ORIGIN}/parts/${part}`]);
    expect(sitemap.body).not.toContain(removed.id);

    const etag = String(sitemap.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A catalogue change is a new version: the old tag no longer matches.
    await insertProduct(t.database.db);
    const changed = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('becomes an index of numbered sitemaps past its limit, which together list every public page once', async () => {
    for (let n = 0; n < 4; n += 1) await insertProduct(t.database.db);
    // A category with a part, under a top category that has it too; an empty one leads nowhere and is left out.
    const db = t.database.db;
    const [top] = await db.insert(categories).values({ slug: 'map-tools', name: 'Tools' }).returning();
    const [drills] = await db
      .insert(categories)
      .values({ slug: 'map-drills', name: 'Drills', parentId: top?.id })
      .returning();
    await db.insert(categories).values({ slug: 'map-taps', name: 'Taps', parentId: top?.id });
    await insertProduct(db, { categoryId: drills?.id });
    const ids = await partIds();
    const categoryUrls = [`${ORIGIN}/parts/category/map-tools`, `${ORIGIN}/parts/category/map-drills`];

    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toHaveLength(Math.ceil((ids.length + 2 + categoryUrls.length) / 3));
    expect(files[0]).toBe(`${ORIGIN}/sitemaps/1.xml`);

    const listed: string[] = [];
    for (const file of files) {
      const answer = await t.app.inject(file.slice(ORIGIN.length));
      expect(answer.statusCode, file).toBe(200);
      expect(answer.body, file).toContain('<urlset');
      const urls = locs(answer.body);
      expect(urls.length, file).toBeLessThanOrEqual(3);
      listed.push(...urls);
      const again = await t.app.inject({
        url: file.slice(ORIGIN.length),
        headers: { 'if-none-match': String(answer.headers.etag) },
      });
      expect(again.statusCode, file).toBe(304);
    }
    expect(listed.sort()).toEqual(
      [`${ORIGIN}/`, `${ORIGIN}/parts`, ...categoryUrls, ...ids.map((id) => `${ORIGIN}/parts/${id}`)].sort(),
    );
    expect((await t.app.inject(`/sitemaps/${files.length + 1}.xml`)).statusCode).toBe(404);
    const missing = await t.app.inject('/sitemaps/0.xml');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});
