import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/** The root context (query client, tRPC) for components that sign users in or out. */
export function useRouterContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}
