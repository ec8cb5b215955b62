import type { AnyRoute } from '@tanstack/react-router';
import { withTimeout } from './with-timeout';

const LAZY_PARTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

interface Preloadable {
  preload?: () => Promise<void> | undefined;
}

/**
 * Route code-splitting imports chunks with no time limit. Wrapping each lazy part's `preload` makes a chunk that
 * takes longer than `ms` reject, so the router shows its error screen instead of pending forever.
 */
export function applyChunkTimeout(routes: Iterable<AnyRoute>, ms: number): void {
  for (const route of routes) {
    for (const part of LAZY_PARTS) {
      const component = route.options[part] as Preloadable | undefined;
      const preload = component?.preload;
      if (!component || !preload) continue;
      // lazyRouteComponent replaces `preload` with undefined once loaded, which also drops this wrapper.
      component.preload = () => withTimeout(Promise.resolve(preload()), ms);
    }
  }
}
