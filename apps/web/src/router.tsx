import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageError } from './components/page-error';
import { PagePending } from './components/page-pending';
import { applyChunkTimeout } from './lib/apply-chunk-timeout';
import { createQueryClient } from './lib/query-client';
import type { RouterContext } from './lib/router-context';
import { createAuthErrorHandler } from './lib/sign-out-on-auth-error';
import { createTrpc, createTrpcClient, type TrpcClient } from './lib/trpc';
import { LAZY_CHUNK_TIMEOUT_MS } from './lib/web-constants';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  /** The browser's address bar when omitted; the build's prerender passes a memory history. */
  history?: RouterHistory;
  trpcClient?: TrpcClient;
}

export function createAppRouter({ history, trpcClient = createTrpcClient() }: AppRouterOptions = {}) {
  // The handler needs the router, which needs the query client: it is looked up when an error happens, not now.
  const queryClient = createQueryClient({ onAuthError: () => onAuthError() });
  const context: RouterContext = { queryClient, trpc: createTrpc(trpcClient, queryClient), trpcClient };
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
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
  const onAuthError = createAuthErrorHandler(context, () => router.navigate({ to: '/' }));
  applyChunkTimeout(Object.values(router.routesById) as AnyRoute[], LAZY_CHUNK_TIMEOUT_MS);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
