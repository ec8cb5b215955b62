import type { User } from '@partsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { RouterContext } from '../lib/router-context';
import { setSignedInUser } from '../lib/user-session';
import { routeTree } from '../routeTree.gen';
import { createTestContext } from './app-context';

/**
 * The whole app (its real route tree, guards and loaders) at `path`, signed in as `user`. What `seed` puts in the
 * cache is fresh, so the loaders find it there as if the server had just answered; there is no server here.
 */
export function renderApp(path: string, user: User | null, seed?: (context: RouterContext) => void) {
  const context = createTestContext();
  setSignedInUser(context, user);
  seed?.(context);
  const router = createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
    Wrap: ({ children }) => (
      <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
    ),
  });
  render(<RouterProvider router={router} />);
  return { context, router };
}
