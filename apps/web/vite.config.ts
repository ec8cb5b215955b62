import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';
import { prerender } from './build-plugins/prerender.ts';

/** The API server; in production it also serves this app, so only development needs the proxy. */
const apiOrigin = 'http://localhost:3000';
const proxy = { '/trpc': apiOrigin, '/api': apiOrigin, '/images': apiOrigin };

/**
 * React, TanStack and tRPC in one chunk that every page loads anyway. Left to itself, Rolldown splits them into
 * several common chunks as soon as lazy routes share a few of their modules, which costs the first load ~2 KB of
 * gzip overhead; one chunk also stays cached across deploys that only change our own code.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+|@trpc[\\/][^\\/]+)[\\/]/;

/**
 * The small modules the home page's cards and contact form share with the rest of the shop, in one chunk: as
 * chunks of their own (a few hundred bytes each) their gzip and import overhead cost the first load ~0.2 KB.
 */
const SHOP_SHARED =
  /(packages[\\/]contracts[\\/]src[\\/](money|text)\.ts|src[\\/]components[\\/](query-error|part-image|ui[\\/]field)\.tsx)$/;

/**
 * The browser's `zod` is src/lib/zod-without-eval.ts, which sets it jitless before any schema is built (strict CSP,
 * decision 0043). An alias rather than an import in main.tsx: the entry would then carry zod's core module, and
 * every module that builds a schema imports `zod`, so none can run first.
 */
const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod-without-eval.ts', import.meta.url)),
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: isSsrBuild ? [] : [zodWithoutEval] },
  plugins: [
    // The router plugin must run before React's so it can split route files into lazy chunks.
    tanstackRouter({
      target: 'react',
      // The prerender's server build renders routes at once; only the browser loads them as chunks.
      autoCodeSplitting: !isSsrBuild,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    prerender(),
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  // Every asset as its own file: an inlined data URL would count against the first-load JavaScript budget.
  build: {
    assetsInlineLimit: 0,
    // bench/first-load-js.ts reads the chunk graph from it to tell the home page's critical chunks apart.
    manifest: true,
    // Every browser the shop supports preloads modules itself; the polyfill only cost the first load ~0.5 KB.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shop-shared', test: SHOP_SHARED },
          ],
        },
      },
    },
  },
}));
