import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Product } from '@partsmith/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export function isWebAppBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** The build's `prerendered/pages.json` (apps/web/build-plugins/prerender.ts). */
interface PrerenderedPages {
  /** Stands for the part in the path in a page's `dataRequest`. */
  anyPartId: string;
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
  of: 'newestPart' | 'partInPath';
  pictureSizes: string;
  /** The route's first data request, exactly as the browser will send it. */
  dataRequest?: string;
  /** Behind the signed-in guard: the data is asked for only by someone signed in. */
  signedIn?: boolean;
}

/** A part's picture (the product and purchase pages), or without an id the catalogue's first; null: no such part. */
export type FirstScreenPicture = (
  partId?: string,
) => Promise<Pick<Product, 'imageUrl' | 'imageSrcSet'> | null>;

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

interface StaticWebOptions {
  distDir: string;
  firstScreenPicture: FirstScreenPicture;
  /** Whether the request carries a session cookie (valid or not: the signed-in guard's answer decides). */
  hasSessionCookie: (request: FastifyRequest) => boolean;
}

/**
 * Serves the built web app. Vite's hashed assets never change, so they are cached for a year; index.html is
 * revalidated every time so a deploy is seen at once. Unknown non-API paths get index.html (the SPA routes them).
 * The build writes brotli and gzip copies beside each file (apps/web/build-plugins/precompress.ts); they are sent
 * as they are to a browser that accepts them, so no response is compressed on the fly.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: StaticWebOptions) => {
    await app.register(fastifyStatic, {
      root: options.distDir,
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
    const { anyPartId, pages } = prerenderedPages(options.distDir);
    for (const { serves, file, firstScreen } of pages) {
      for (const path of serves) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const links = firstScreen ? await preloadLinks(request, firstScreen, anyPartId, options) : [];
          if (links.length > 0) reply.header('link', links.join(', '));
          return reply.header('cache-control', 'no-cache').sendFile(`prerendered/${file}`);
        });
      }
    }
  },
  { name: 'static-web' },
);

/**
 * `Link: rel=preload` headers for the part a page opens with: its data request, so the answer is there when the
 * route asks, and its picture, so it loads with the page's scripts instead of after them and the data (the HTML
 * stays the build's precompressed file). The catalogue's first part is known only for its first page in the
 * default order: a filtered, sorted or later page gets none, as does an unknown part.
 */
async function preloadLinks(
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
  const links: string[] = [];
  // A visitor without a session is sent to log in: what they would have preloaded is a refusal.
  if (firstScreen.dataRequest && (!firstScreen.signedIn || hasSessionCookie(request))) {
    // A known part's id is a UUID, which its place in the URL-encoded request takes as it is.
    const data = partId ? firstScreen.dataRequest.replace(anyPartId, partId) : firstScreen.dataRequest;
    links.push(`<${data}>; rel=preload; as=fetch; crossorigin=anonymous`);
  }
  if (picture.imageUrl) {
    const srcSet = picture.imageSrcSet
      ? `; imagesrcset="${picture.imageSrcSet}"; imagesizes="${firstScreen.pictureSizes}"`
      : '';
    links.push(`<${picture.imageUrl}>; rel=preload; as=image; fetchpriority=high${srcSet}`);
  }
  return links;
}
