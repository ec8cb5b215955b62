import { useRouteContext } from '@tanstack/react-router';
import type { Trpc } from './trpc';

/** Components get the same tRPC options proxy the loaders use, from the router context, not a module global. */
export function useTrpc(): Trpc {
  return useRouteContext({ from: '__root__', select: (context) => context.trpc });
}
