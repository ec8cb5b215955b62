import { LAZY_CHUNK_TIMEOUT_MS } from '@partsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { PageError } from './components/page-error';
import { PagePending } from './components/page-pending';
import { applyChunkTimeout } from './lib/apply-chunk-timeout';
import { createQueryClient } from './lib/query-client';
import { createTrpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    // The spec: /HOME, /Blog and /myportfolio all match.
    caseSensitive: false,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router must ask it every time instead of keeping its own copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: PageError,
    defaultPendingComponent: PagePending,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  applyChunkTimeout(Object.values(router.routesById) as AnyRoute[], LAZY_CHUNK_TIMEOUT_MS);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
