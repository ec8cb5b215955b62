import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export function isWebAppBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

interface PrerenderedPage {
  /** Route patterns that send this page, such as `/parts/:id`. */
  serves: string[];
  file: string;
  /** The picture its first screen shows largest, once its data has come: preloaded, at the width it shows. */
  picture?: { of: 'newestPart' | 'partInPath'; sizes: string };
}

export interface Picture {
  imageUrl: string | null;
  imageSrcSet: string | null;
}

/** A part's picture (the product and purchase pages), or without an id the catalogue's first. */
export type FirstScreenPicture = (partId?: string) => Promise<Picture | null>;

/**
 * Public pages prerendered at build (decision 0034): they paint before their JavaScript has loaded. The build
 * lists them with the paths they stand for (apps/web/build-plugins/prerender.ts); a build without them has none.
 */
function prerenderedPages(distDir: string): PrerenderedPage[] {
  const list = join(distDir, 'prerendered', 'pages.json');
  return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as PrerenderedPage[]) : [];
}

/**
 * Serves the built web app. Vite's hashed assets never change, so they are cached for a year; index.html is
 * revalidated every time so a deploy is seen at once. Unknown non-API paths get index.html (the SPA routes them).
 * The build writes brotli and gzip copies beside each file (apps/web/build-plugins/precompress.ts); they are sent
 * as they are to a browser that accepts them, so no response is compressed on the fly.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    { distDir, firstScreenPicture }: { distDir: string; firstScreenPicture: FirstScreenPicture },
  ) => {
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
    for (const { serves, file, picture } of prerenderedPages(distDir)) {
      for (const path of serves) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const link = picture && (await preloadLink(request, picture, firstScreenPicture));
          if (link) reply.header('link', link);
          return reply.header('cache-control', 'no-cache').sendFile(`prerendered/${file}`);
        });
      }
    }
  },
  { name: 'static-web' },
);

/**
 * The page's largest picture as a `Link: rel=preload` header: the browser fetches it with the page's scripts
 * instead of after them and the data (the HTML stays the build's precompressed file). The catalogue's first
 * picture is known only for its first page in the default order; a filtered, sorted or later page gets none.
 */
async function preloadLink(
  request: FastifyRequest,
  picture: NonNullable<PrerenderedPage['picture']>,
  firstScreenPicture: FirstScreenPicture,
): Promise<string | null> {
  let partId: string | undefined;
  if (picture.of === 'partInPath') partId = (request.params as { id: string }).id;
  else if (request.url.includes('?')) return null;
  const found = await firstScreenPicture(partId);
  if (!found?.imageUrl) return null;
  const srcSet = found.imageSrcSet
    ? `; imagesrcset="${found.imageSrcSet}"; imagesizes="${picture.sizes}"`
    : '';
  return `<${found.imageUrl}>; rel=preload; as=image; fetchpriority=high${srcSet}`;
}
