import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { CategoryPage, Product } from '@partsmith/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueSnapshot } from '../catalog/catalogue-read-model';
import { type PrebuiltJson, prebuiltJson, sendPrebuilt } from './prebuilt-json';
import { categoryPageHtml, findInMenu } from './seo/category-page-html';
import { productPageHtml, shopPageHtml } from './seo/page-html';
import { webAppRouteMatcher } from './web-app-routes';

export function isWebAppBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** The build's `prerendered/pages.json` (apps/web/build-plugins/prerender.ts). */
interface PrerenderedPages {
  /** Stands for the part in the path in a page's `dataRequest`. */
  anyPartId: string;
  /** Every route of the web app, as Fastify patterns (`/parts/:id`); absent, every path is taken for a page. */
  routes?: string[];
  /** The routes whose `:id` is a part on sale: the product page. */
  partRoutes?: string[];
  pages: PrerenderedPage[];
}

interface PrerenderedPage {
  /** Route patterns that send this page, such as `/parts/:id`. */
  serves: string[];
  file: string;
  firstScreen?: FirstScreen;
}

/** The part a page opens with, once its data has come: its picture (the largest paint) and its data request. */
interface FirstScreen {
  of: 'newestPart' | 'partInPath' | 'categoryInPath';
  pictureSizes: string;
  /** The route's first data request, exactly as the browser will send it. */
  dataRequest?: string;
  /** Behind the signed-in guard: the data is asked for only by someone signed in. */
  signedIn?: boolean;
}

type Picture = Pick<Product, 'imageUrl' | 'imageSrcSet'>;

/** A part's picture (the product and purchase pages), or without an id the catalogue's first; null: no such part. */
export type FirstScreenPicture = (partId?: string) => Promise<Picture | null>;

/**
 * Public pages prerendered at build (decision 0034): they paint before their JavaScript has loaded. A build
 * without them has none.
 */
function prerenderedPages(distDir: string): PrerenderedPages {
  const list = join(distDir, 'prerendered', 'pages.json');
  return existsSync(list)
    ? (JSON.parse(readFileSync(list, 'utf8')) as PrerenderedPages)
    : { anyPartId: '', pages: [] };
}

/**
 * The status a path of the web app answers with (decision 0036): 404 for a path that is none of its routes and
 * for a removed or unknown part's page, where the app shows its not-found screen; 200 otherwise. The parts on sale
 * come from the catalogue's read model, so no request waits for the database.
 */
export type PageStatus = (path: string) => Promise<200 | 404>;

/** The built web app as the server sends it: its prerendered pages and which paths are its pages. */
export interface WebApp extends PrerenderedPages {
  distDir: string;
  pageStatus: PageStatus;
}

export function loadWebApp({
  distDir,
  isPartOnSale,
}: {
  distDir: string;
  isPartOnSale: (partId: string) => Promise<boolean>;
}): WebApp {
  const prerendered = prerenderedPages(distDir);
  const { routes, partRoutes = [] } = prerendered;
  const match = routes ? webAppRouteMatcher(routes) : null;
  const pageStatus: PageStatus = async (path) => {
    if (!match) return 200;
    const route = match(path);
    if (!route) return 404;
    const partId = partRoutes.includes(route.pattern) ? route.params.id : undefined;
    return partId === undefined || (await isPartOnSale(partId)) ? 200 : 404;
  };
  return { ...prerendered, distDir, pageStatus };
}

/**
 * Sends a page of the app, revalidated every time. A 404 goes without validators: a browser that has the page
 * from when it was a 200 asks again conditionally, and "not modified" would then be a 404 without a body, which
 * Chromium shows as its own error page instead of ours.
 */
export function sendPage(reply: FastifyReply, file: string, status: 200 | 404): FastifyReply {
  const validators = status === 404 ? { etag: false, lastModified: false } : {};
  return reply.status(status).header('cache-control', 'no-cache').sendFile(file, validators);
}

interface StaticWebOptions {
  webApp: WebApp;
  /** The shop's public origin (config's PUBLIC_URL): canonical URLs and Open Graph name it. */
  publicUrl: string;
  /** The catalogue now (the read model): a part's page carries the part, tagged with the version. */
  catalogue: () => Promise<CatalogueSnapshot>;
  firstScreenPicture: FirstScreenPicture;
  /** A category's page in its default order without filters, its first HTML's parts; null: no such category. */
  categoryFirstPage: (slug: string) => Promise<CategoryPage | null>;
  /** Whether the request carries a session cookie (valid or not: the signed-in guard's answer decides). */
  hasSessionCookie: (request: FastifyRequest) => boolean;
}

/**
 * Serves the built web app. Vite's hashed assets never change, so they are cached for a year; index.html is
 * revalidated every time so a deploy is seen at once. Other paths of the app get index.html from the not-found
 * handler, with the status `pageStatus` gives them.
 * The build writes brotli and gzip copies beside each file (apps/web/build-plugins/precompress.ts); they are sent
 * as they are to a browser that accepts them, so no response is compressed on the fly.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: StaticWebOptions) => {
    const { distDir, anyPartId, pages, pageStatus } = options.webApp;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(response, path) {
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // A page that names no icon (the API reference) makes the browser ask for /favicon.ico: ours is the SVG.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/favicon.svg', 301),
    );
    const partRoutes = new Set(options.webApp.partRoutes ?? []);
    for (const { serves, file, firstScreen } of pages) {
      const withContent = pageWithContent(options, file, serves, partRoutes);
      // A category's page is made the category's below.
      for (const path of serves.filter((route) => route !== CATEGORY_ROUTE)) {
        app.get(path, { schema: { hide: true }, compress: false }, async (request, reply) => {
          const status = await pageStatus(request.url.split('?')[0] ?? '');
          const links =
            firstScreen && status === 200
              ? await partPreloadLinks(request, firstScreen, anyPartId, options)
              : [];
          if (links.length > 0) reply.header('link', links.join(', '));
          const page = status === 200 ? await withContent?.(request) : undefined;
          if (page) return sendPrebuilt(request, reply, page, 'no-cache', 'text/html; charset=utf-8');
          return sendPage(reply, `prerendered/${file}`, status);
        });
      }
    }
    const category = pages.find((page) => page.serves.includes(CATEGORY_ROUTE));
    if (category) {
      const categoryPage = categoryPageWithContent(options, category);
      app.get(CATEGORY_ROUTE, { schema: { hide: true }, compress: false }, async (request, reply) => {
        const { slug } = request.params as { slug: string };
        // Its first page without filters opens with its parts: a filtered, sorted or later page gets neither them
        // nor a preload (what it shows is the app's to find).
        const opening = !request.url.includes('?') && SLUG.test(slug);
        const found = await categoryPage(slug, opening);
        if (!found) return sendPage(reply, 'index.html', 404);
        const firstPart = found.firstPage?.items[0];
        if (category.firstScreen && firstPart) {
          const data = category.firstScreen.dataRequest?.replace(anyPartId, slug);
          const links = preloadLinks(category.firstScreen, firstPart, data);
          if (links.length > 0) reply.header('link', links.join(', '));
        }
        return sendPrebuilt(request, reply, found.html, 'no-cache', 'text/html; charset=utf-8');
      });
    }
  },
  { name: 'static-web' },
);

/** A prerendered page's HTML, and a tag of it and the origin it names, for the ETag of the pages made from it. */
function prerenderedTemplate(distDir: string, file: string, publicUrl: string) {
  const template = readFileSync(join(distDir, 'prerendered', file), 'utf8');
  const build = createHash('sha256').update(template).update(publicUrl).digest('base64url').slice(0, 12);
  return { template, build };
}

/** The web app's category page: its prerendered page (loading state) made the category's on the server. */
const CATEGORY_ROUTE = '/parts/category/:slug';
/** A slug as categories have them, which its place in the URL-encoded data request takes as it is. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A category's page with its head and heading from the read model's menu, and for its opening page its first page
 * of parts, built once per catalogue version (its counts and parts change with the catalogue); null for a slug no
 * category has, which the app shows as not found.
 */
function categoryPageWithContent(
  { webApp, publicUrl, catalogue, categoryFirstPage }: StaticWebOptions,
  { file, firstScreen }: PrerenderedPage,
) {
  const { template, build } = prerenderedTemplate(webApp.distDir, file, publicUrl);
  // The cards' pictures show as wide as their preload says, so the browser takes the copy it preloaded.
  const pictureSizes = firstScreen?.pictureSizes ?? '100vw';
  let built = { version: -1, pages: new Map<string, BuiltCategoryPage>() };
  return async (slug: string, opening: boolean): Promise<BuiltCategoryPage | null> => {
    const snapshot = await catalogue();
    if (built.version !== snapshot.version) built = { version: snapshot.version, pages: new Map() };
    const place = findInMenu(snapshot.categories, slug.toLowerCase());
    if (!place) return null;
    const key = `${place.category.slug}:${opening}`;
    let page = built.pages.get(key);
    if (!page) {
      const firstPage = opening ? await categoryFirstPage(place.category.slug) : null;
      const parts = firstPage && { page: firstPage, pictureSizes };
      const html = categoryPageHtml(template, place, parts, publicUrl);
      page = { html: prebuiltJson(html, `W/"${snapshot.version}-${build}-${Number(opening)}"`), firstPage };
      built.pages.set(key, page);
    }
    return page;
  };
}

interface BuiltCategoryPage {
  html: PrebuiltJson;
  /** The parts it opens with (null for a filtered, sorted or later page). */
  firstPage: CategoryPage | null;
}

/** Rendered product pages kept, newest use last: a part's page is built once per catalogue version. */
const PRODUCT_PAGES_KEPT = 256;

/**
 * What search engines and link previews read in a page's first HTML (decision 0057): a part's page carries the
 * part (head, JSON-LD and content) from the read model, tagged with the catalogue version and the build; home and
 * the catalogue carry their canonical URL and Open Graph, built once. Null: the page is sent as it was built.
 */
function pageWithContent(
  { webApp, publicUrl, catalogue }: StaticWebOptions,
  file: string,
  serves: string[],
  partRoutes: ReadonlySet<string>,
): ((request: FastifyRequest) => Promise<PrebuiltJson | undefined>) | null {
  const { template, build } = prerenderedTemplate(webApp.distDir, file, publicUrl);
  if (serves.some((path) => partRoutes.has(path))) {
    const kept = new Map<string, PrebuiltJson>();
    return async (request) => {
      const { id } = request.params as { id?: string };
      const snapshot = await catalogue();
      const part = id === undefined ? undefined : snapshot.byId.get(id);
      if (!part) return undefined;
      const key = `${snapshot.version}:${part.id}`;
      let page = kept.get(key);
      if (page) kept.delete(key);
      else
        page = prebuiltJson(productPageHtml(template, part, publicUrl), `W/"${snapshot.version}-${build}"`);
      kept.set(key, page);
      if (kept.size > PRODUCT_PAGES_KEPT) kept.delete(kept.keys().next().value ?? '');
      return page;
    };
  }
  const path = serves.includes('/')
    ? '/'
    : serves.length === 1 && !serves[0]?.includes(':')
      ? serves[0]
      : null;
  if (!path || !/<\/head>/.test(template)) return null;
  const page = prebuiltJson(shopPageHtml(template, path, publicUrl), `W/"${build}"`);
  return async () => page;
}

/**
 * The preloads of a page that opens with a part: the catalogue's first in the default order (its first page only:
 * a filtered, sorted or later page gets none), or the part in the path (none for an unknown part).
 */
async function partPreloadLinks(
  request: FastifyRequest,
  firstScreen: FirstScreen,
  anyPartId: string,
  { firstScreenPicture, hasSessionCookie }: Pick<StaticWebOptions, 'firstScreenPicture' | 'hasSessionCookie'>,
): Promise<string[]> {
  let partId: string | undefined;
  if (firstScreen.of === 'partInPath') partId = (request.params as { id: string }).id;
  else if (request.url.includes('?')) return [];
  const picture = await firstScreenPicture(partId);
  if (!picture) return [];
  // A visitor without a session is sent to log in: what they would have preloaded is a refusal.
  const asked = !firstScreen.signedIn || hasSessionCookie(request);
  // A known part's id is a UUID, which its place in the URL-encoded request takes as it is.
  const data = partId ? firstScreen.dataRequest?.replace(anyPartId, partId) : firstScreen.dataRequest;
  return preloadLinks(firstScreen, picture, asked ? data : undefined);
}

/**
 * `Link: rel=preload` headers for the part a page opens with: its data request, so the answer is there when the
 * route asks, and its picture, so it loads with the page's scripts instead of after them and the data (the HTML
 * stays the build's precompressed file).
 */
function preloadLinks(firstScreen: FirstScreen, picture: Picture, dataRequest: string | undefined): string[] {
  const links: string[] = [];
  if (dataRequest) links.push(`<${dataRequest}>; rel=preload; as=fetch; crossorigin=anonymous`);
  if (picture.imageUrl) {
    const srcSet = picture.imageSrcSet
      ? `; imagesrcset="${picture.imageSrcSet}"; imagesizes="${firstScreen.pictureSizes}"`
      : '';
    links.push(`<${picture.imageUrl}>; rel=preload; as=image; fetchpriority=high${srcSet}`);
  }
  return links;
}
