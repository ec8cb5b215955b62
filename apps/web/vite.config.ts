import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server; in production it also serves this app, so only development needs the proxy. */
const apiOrigin = 'http://localhost:3000';
const proxy = { '/trpc': apiOrigin, '/api': apiOrigin, '/images': apiOrigin };

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so it can split route files into lazy chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
  ],
  server: { proxy },
  preview: { proxy },
  // Every asset as its own file: an inlined data URL would count against the first-load JavaScript budget.
  build: { assetsInlineLimit: 0 },
});
