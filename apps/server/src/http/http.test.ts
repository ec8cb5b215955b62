import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ASSET_SOURCE = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** The build's copy (build-plugins/precompress.ts); marked, so compressing on the fly could not pass for it. */
const PREBUILT_BROTLI = brotliCompressSync(`${ASSET_SOURCE}// prebuilt`);

/** Stands for the part in the path in the build's list of prerendered pages. */
const ANY_PART = '00000000-0000-7000-8000-000000000000';

/** A stand-in for the built web app: an index page and one hashed asset with its brotli copy. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'partsmith-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Partsmith</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), ASSET_SOURCE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), PREBUILT_BROTLI);
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(
    join(dir, 'prerendered', 'home.html'),
    '<!doctype html><div id="root"><h1>Prerendered home</h1></div>',
  );
  writeFileSync(join(dir, 'prerendered', 'catalogue.html'), '<h1>Prerendered catalogue</h1>');
  writeFileSync(join(dir, 'prerendered', 'product.html'), '<h1>Prerendered part</h1>');
  const pages = [
    { serves: ['/', '/home'], file: 'home.html' },
    {
      serves: ['/parts'],
      file: 'catalogue.html',
      firstScreen: { of: 'newestPart', pictureSizes: '100vw', dataRequest: '/trpc/newest' },
    },
    {
      serves: ['/parts/:id'],
      file: 'product.html',
      firstScreen: { of: 'partInPath', pictureSizes: '560px', dataRequest: `/trpc/part?id=${ANY_PART}` },
    },
    {
      serves: ['/purchase/:id'],
      file: 'product.html',
      firstScreen: {
        of: 'partInPath',
        pictureSizes: '560px',
        dataRequest: `/trpc/buy?id=${ANY_PART}`,
        signedIn: true,
      },
    },
  ];
  const routes = ['/', '/dashboard', '/dashboard/MyOrders', '/home', '/parts', '/parts/:id', '/purchase/:id'];
  writeFileSync(
    join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({ anyPartId: ANY_PART, routes, partRoutes: ['/parts/:id'], pages }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

describe('probes', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('not found', () => {
  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/products/x/y'],
      ['GET', '/trpc'],
      ['DELETE', '/images'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers an unknown tRPC procedure with a 404, not a 500', async () => {
    const response = await t.app.inject('/trpc/catalog.nothing');
    expect(response.statusCode).toBe(404);
  });

  it("hands a route of the web app to the app, whatever the letter case (the spec's /dashboard/MyOrders)", async () => {
    for (const url of ['/dashboard/MyOrders', '/DASHBOARD/myorders/', '/dashboard?tab=x']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers an unknown page 404 with the app, which shows its not-found screen', async () => {
    for (const url of ['/no/such/page', '/dashboard/MyOrders/extra/segment', '/partsx', '/home/x?y=1']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it("answers a removed or unknown part's page 404 and a live part's 200, with the product page", async () => {
    const live = await insertProduct(t.database.db, { imageId: await insertImage(t.database.db) });
    // Taken off sale by an admin: a soft delete.
    const removed = await insertProduct(t.database.db, { deletedAt: new Date() });

    for (const url of [`/parts/${live.id}`, `/PARTS/${live.id}`, '/', '/home', '/parts']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    // What a browser that had the page while the part was on sale sends again: the same file's validators.
    const { etag = '', 'last-modified': lastModified = '' } = (await t.app.inject(`/parts/${live.id}`))
      .headers;
    const validators = { 'if-none-match': String(etag), 'if-modified-since': String(lastModified) };
    for (const url of [
      `/parts/${removed.id}`,
      `/Parts/${removed.id}`,
      '/parts/not-a-part',
      `/parts/${ANY_PART}`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers.link, url).toBeUndefined();
      const again = await t.app.inject({ url, headers: validators });
      expect(again.statusCode, url).toBe(404);
      expect(again.body, url).toBe(response.body);
    }
  });
});

describe('static web app', () => {
  it('serves the index without caching and hashed assets for a year, compressed', async () => {
    const index = await t.app.inject('/dashboard');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('sends the prerendered home page for / and /home, revalidated every time', async () => {
    for (const url of ['/', '/home']) {
      const home = await t.app.inject(url);
      expect(home.statusCode, url).toBe(200);
      expect(home.headers['cache-control'], url).toBe('no-cache');
      expect(home.body, url).toContain('<h1>Prerendered home</h1>');
    }
  });

  it("sends the catalogue's and a part's prerendered pages with the data and picture they open with preloaded", async () => {
    const imageId = await insertImage(t.database.db);
    const part = await insertProduct(t.database.db, { imageId });
    const picture = `</images/${imageId}>; rel=preload; as=image; fetchpriority=high`;

    const product = await t.app.inject(`/parts/${part.id}`);
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe('no-cache');
    expect(product.body).toBe('<h1>Prerendered part</h1>');
    expect(product.headers.link).toBe(
      `</trpc/part?id=${part.id}>; rel=preload; as=fetch; crossorigin=anonymous, ${picture}`,
    );

    const catalogue = await t.app.inject('/parts');
    expect(catalogue.body).toBe('<h1>Prerendered catalogue</h1>');
    expect(catalogue.headers.link).toBe(
      `</trpc/newest>; rel=preload; as=fetch; crossorigin=anonymous, ${picture}`,
    );

    // Behind the signed-in guard the data is preloaded only for someone with a session; a visitor goes to log in.
    expect((await t.app.inject(`/purchase/${part.id}`)).headers.link).toBe(picture);
    const signedIn = await t.app.inject({ url: `/purchase/${part.id}`, cookies: { partsmith_session: 'a' } });
    expect(signedIn.headers.link).toBe(
      `</trpc/buy?id=${part.id}>; rel=preload; as=fetch; crossorigin=anonymous, ${picture}`,
    );

    // Another order or a search opens with other parts; an unknown part has nothing to preload (the page says so).
    expect((await t.app.inject('/parts?sort=priceAsc')).headers.link).toBeUndefined();
    const unknown = await t.app.inject('/parts/not-a-part');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<h1>Prerendered part</h1>');
    expect(unknown.headers.link).toBeUndefined();
  });

  it("sends the build's brotli copy as it is to a browser that accepts brotli, cached for a year", async () => {
    const asset = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload.equals(PREBUILT_BROTLI)).toBe(true);
  });
});

describe('images', () => {
  it('serves stored bytes with immutable caching and an ETag, and 304 on revalidation', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    const id = await insertImage(t.database.db, bytes);

    const response = await t.app.inject(`/images/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${id}"`);
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);

    const again = await t.app.inject({ url: `/images/${id}`, headers: { 'if-none-match': `"${id}"` } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a JSON 404, uncached, for a malformed or unknown image id', async () => {
    for (const id of ['nope', 'a'.repeat(64)]) {
      const response = await t.app.inject(`/images/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('security headers', () => {
  it('sends a same-origin content security policy and the usual hardening headers', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('allows cross-origin reads only for allow-listed origins', async () => {
    const allowed = await t.app.inject({
      url: '/api/products',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');

    const other = await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document listing the REST paths', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/reviews']),
    );
  });

  it('serves the reference page and its script from this server only', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source, source).not.toMatch(/^(https?:)?\/\//);
  });
});
