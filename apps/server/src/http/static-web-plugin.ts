import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function isWebAppBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/**
 * Serves the built web app. Vite's hashed assets never change, so they are cached for a year; index.html is
 * revalidated every time so a deploy is seen at once. Unknown non-API paths get index.html (the SPA routes them).
 * The build writes brotli and gzip copies beside each file (apps/web/build-plugins/precompress.ts); they are sent
 * as they are to a browser that accepts them, so no response is compressed on the fly.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
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
    // The home page is prerendered at build (decision 0034): it paints before its JavaScript has loaded.
    const home = existsSync(join(distDir, 'prerendered', 'home.html'))
      ? 'prerendered/home.html'
      : 'index.html';
    for (const path of ['/', '/home']) {
      app.get(path, { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(home),
      );
    }
  },
  { name: 'static-web' },
);
