import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/**
 * The one way a component reaches the app's services: the same query client, tRPC options proxy and client the
 * loaders get from the router context, never a module global.
 */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}
