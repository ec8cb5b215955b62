import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';

/**
 * Which part a page opens with, whose picture (its largest paint) and data request the server preloads with
 * `Link` headers: the catalogue's newest, the one in the path, or the first of the category in the path.
 */
type Picture = 'newestPart' | 'partInPath' | 'categoryInPath';

/** The route's first data request once the guard (if any) has passed: `firstDataRequests` in src/prerender.tsx. */
type DataRequest = 'newestPart' | 'partInPath' | 'partToBuy' | 'categoryInPath';

interface Rendered {
  pages: string[];
  /** Every route of the app, as Fastify patterns. */
  routes: string[];
  heroImage: string;
  /** The `sizes` each kind of picture shows at. */
  pictureSizes: Record<Picture, string>;
  /** The first data request of each kind of page (`firstDataRequests` in src/prerender.tsx). */
  dataRequests: Record<DataRequest | 'sessionUser', string>;
}

/**
 * Any part's id: the product and purchase pages are prerendered once, without data, for every part. In
 * `pages.json` it stands for the part (or the category's slug) in the path, which the server puts in its place.
 */
const ANY_ID = '00000000-0000-7000-8000-000000000000';

/**
 * Pages prerendered into `dist/prerendered/<file>`; `serves` are the server's routes (Fastify patterns) that send
 * it. A page with data renders its loading state (the route's `ssr: false`) and names its `dataRoute`: that
 * route's code is preloaded with the framework, since the data, and the page's largest paint after it, wait for
 * it. Home's first screen is all in its HTML; its route code, which only makes it interactive, loads after the
 * framework.
 */
const PAGES: Array<{
  path: string;
  serves: string[];
  file: string;
  dataRoute?: string;
  hero?: boolean;
  picture?: Picture;
  /** Its route's first data request, which the server preloads too. */
  data?: DataRequest;
  /** A part's own page: the server answers 404 for a part that is not on sale (decision 0036). */
  ofPart?: boolean;
  /**
   * Behind the signed-in guard: the HTML preloads the guard's `users.me`, so the page's data need not wait for
   * it, and the server preloads that data only for a request that carries a session cookie.
   */
  signedIn?: boolean;
}> = [
  { path: '/', serves: ['/', '/home'], file: 'home.html', hero: true },
  {
    path: '/parts',
    serves: ['/parts'],
    file: 'catalogue.html',
    dataRoute: 'src/routes/parts/index.tsx',
    picture: 'newestPart',
    data: 'newestPart',
  },
  {
    path: `/parts/${ANY_ID}`,
    serves: ['/parts/:id'],
    file: 'product.html',
    dataRoute: 'src/routes/parts/$id.tsx',
    picture: 'partInPath',
    data: 'partInPath',
    ofPart: true,
  },
  {
    path: `/purchase/${ANY_ID}`,
    serves: ['/purchase/:id'],
    file: 'purchase.html',
    dataRoute: 'src/routes/_signedIn/purchase/$id.tsx',
    picture: 'partInPath',
    data: 'partToBuy',
    signedIn: true,
  },
  // A category's page: the server fills in the category from the read model (http/seo/category-page-html.ts).
  {
    path: '/parts/category/any',
    serves: ['/parts/category/:slug'],
    file: 'category.html',
    dataRoute: 'src/routes/parts/category/$slug.tsx',
    picture: 'categoryInPath',
    data: 'categoryInPath',
  },
  { path: '/cart', serves: ['/cart'], file: 'cart.html', dataRoute: 'src/routes/cart/index.tsx' },
  {
    path: '/checkout',
    serves: ['/checkout'],
    file: 'checkout.html',
    dataRoute: 'src/routes/_signedIn/checkout/index.tsx',
    signedIn: true,
  },
];

/**
 * Renders in a child process that exits when done: the app's timers (query garbage collection and the like) would
 * keep this one, the build, alive for minutes.
 */
async function renderInChild(entryFile: string): Promise<Rendered> {
  const script = `
    const entry = await import(${JSON.stringify(pathToFileURL(entryFile).href)});
    const pages = [];
    for (const path of ${JSON.stringify(PAGES.map((page) => page.path))}) pages.push(await entry.renderPage(path));
    process.stdout.write(JSON.stringify({ pages, routes: entry.routePatterns(), heroImage: entry.HOME_HERO_IMAGE, pictureSizes: entry.PICTURE_SIZES, dataRequests: entry.firstDataRequests(${JSON.stringify(ANY_ID)}) }), () => process.exit(0));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Rendered;
}

/**
 * The stylesheet in the page instead of linked: the prerendered page paints from its HTML alone, one round trip
 * sooner. The app has one stylesheet (~9 KB gzipped), so all of it is the critical CSS.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    const css = await readFile(join(outDir, href ?? ''), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for a route's code and what it imports, minus what index.html already loads: the
 * browser fetches them beside the framework instead of one round trip after it.
 */
async function routePreloads(outDir: string, route: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const loadedByEntry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loadedByEntry.has(key) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`${route}?tsr-split=component`);
  if (files.size === 0) throw new Error(`the build has no code for ${route}`);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

/**
 * A prerendered page paints without its scripts, so they load at low priority: on a slow line the pictures of
 * the first screen (the hero slide) get the bandwidth first, and the page is interactive once the scripts run.
 */
function scriptsAtLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * After the browser build: builds `src/prerender.tsx` for Node, renders each page in PAGES into a copy of the
 * built index.html (root filled, stylesheet inlined, scripts at low priority, the page's preloads in the head),
 * and writes it to `dist/prerendered/` with `pages.json`, the list the server sends them by; every other path
 * keeps the empty shell. Decision 0034.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'partsmith:prerender',
    // Not in the server build this plugin starts itself.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the app, so the server build's imports resolve from its node_modules.
      const serverOut = join(root, 'node_modules', '.prerender');
      try {
        await build({
          root,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, copyPublicDir: false },
        });
        const rendered = await renderInChild(join(serverOut, 'prerender.js'));
        const shell = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir);
        await mkdir(join(outDir, 'prerendered'), { recursive: true });
        for (const [index, page] of PAGES.entries()) {
          const html = rendered.pages[index] ?? '';
          // React leaves the page's <title> where it rendered it; it belongs in the head, instead of the shell's.
          const title = html.match(/<title>.*?<\/title>/)?.[0];
          // The router's server-side scroll restoration script: the strict CSP forbids inline scripts, and the
          // browser's own render restores scroll.
          const body = (title ? html.replace(title, '') : html).replace(
            /<script\b[^>]*>[\s\S]*?<\/script>/g,
            '',
          );
          const preloads = [
            ...(page.dataRoute ? [await routePreloads(outDir, page.dataRoute)] : []),
            ...(page.hero
              ? [`<link rel="preload" as="image" href="${rendered.heroImage}" fetchpriority="high" />`]
              : []),
            ...(page.signedIn
              ? [`<link rel="preload" as="fetch" href="${rendered.dataRequests.sessionUser}" crossorigin />`]
              : []),
          ].join('\n    ');
          const filled = scriptsAtLowPriority(
            shell
              .replace(/<title>.*?<\/title>/, title ?? '$&')
              .replace('</head>', `  ${preloads}\n  </head>`),
          ).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
          if (filled === shell) throw new Error('index.html has no empty <div id="root"></div> to fill');
          await writeFile(join(outDir, 'prerendered', page.file), filled);
        }
        // The server's list of what to send where and what to preload with it (apps/server/src/http/static-web-plugin.ts).
        const pages = PAGES.map(({ serves, file, picture, data, signedIn }) => ({
          serves,
          file,
          ...(picture && {
            firstScreen: {
              of: picture,
              pictureSizes: rendered.pictureSizes[picture],
              ...(data && { dataRequest: rendered.dataRequests[data] }),
              ...(signedIn && { signedIn }),
            },
          }),
        }));
        // Every route, so the server can answer any other path 404; and the routes whose id is a part.
        const partRoutes = PAGES.filter((page) => page.ofPart).flatMap((page) => page.serves);
        if (!partRoutes.every((route) => rendered.routes.includes(route))) {
          throw new Error(`a part's page ${partRoutes.join(', ')} is not among the routes`);
        }
        await writeFile(
          join(outDir, 'prerendered', 'pages.json'),
          JSON.stringify({ anyPartId: ANY_ID, routes: rendered.routes, partRoutes, pages }, null, 2),
        );
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}
