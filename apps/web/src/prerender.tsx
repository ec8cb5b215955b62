import type { AppRouter } from '@partsmith/contracts/router';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PART_CARD_PICTURE_SIZES } from './components/part-card';
import { PRODUCT_PICTURE_SIZES } from './components/zoomable-picture';
import { createAppRouter } from './router';
import { SLIDE_IMAGES } from './routes/home/-components/slide-images';

/**
 * The build's server entry (build-plugins/prerender.ts): renders a public page as HTML, so it paints before any
 * JavaScript arrives. Data is not fetched here: every call stays pending, so each section renders its loading
 * state (sized like what replaces it), and the browser fetches the data as usual.
 */
export async function renderPage(path: string): Promise<string> {
  const neverAnswers = createTRPCClient<AppRouter>({ links: [() => () => observable(() => {})] });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    trpcClient: neverAnswers,
  });
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** The home page's largest paint, preloaded from the HTML's head. */
export const HOME_HERO_IMAGE = SLIDE_IMAGES[0];

/**
 * The request tRPC's batch link sends for `users.me` alone: the signed-in guard's first call. A prerendered
 * signed-in page preloads it, so the answer is there when the guard asks (e2e: the purchase page asks once).
 */
export const SESSION_USER_REQUEST = '/trpc/users.me?batch=1&input=%7B%7D';

/** How wide the pictures the server preloads for the catalogue and a part's pages show (their `sizes`). */
export const PICTURE_SIZES = { newestPart: PART_CARD_PICTURE_SIZES, partInPath: PRODUCT_PICTURE_SIZES };
