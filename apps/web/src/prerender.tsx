import type { AppRouter } from '@partsmith/contracts/router';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PART_CARD_PICTURE_SIZES } from './components/part-card';
import { PRODUCT_PICTURE_SIZES } from './components/zoomable-picture';
import { queryBatchUrl } from './lib/trpc';
import { createAppRouter } from './router';
import { SLIDE_IMAGES } from './routes/home/-components/slide-images';
import { catalogueInput, validateCatalogueUrl } from './routes/parts/-components/catalogue-search';
import { categoryInput, validateCategoryUrl } from './routes/parts/category/-components/category-search';

/**
 * The build's server entry (build-plugins/prerender.ts): renders a public page as HTML, so it paints before any
 * JavaScript arrives. Data is not fetched here: every call stays pending, so each section renders its loading
 * state (sized like what replaces it), and the browser fetches the data as usual.
 */
export async function renderPage(path: string): Promise<string> {
  const router = routerAt(path);
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function routerAt(path: string) {
  const neverAnswers = createTRPCClient<AppRouter>({ links: [() => () => observable(() => {})] });
  return createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    trpcClient: neverAnswers,
  });
}

/**
 * Every route of the app as a Fastify pattern (`/parts/:id`, an index route without its trailing slash): the
 * server answers any other path 404 (decision 0036).
 */
export function routePatterns(): string[] {
  const paths = Object.keys(routerAt('/').routesByPath).map((path) =>
    path.replace(/\/\$(\w+)/g, '/:$1').replace(/(.)\/$/, '$1'),
  );
  return [...new Set(paths)].sort();
}

/** The home page's largest paint, preloaded from the HTML's head. */
export const HOME_HERO_IMAGE = SLIDE_IMAGES[0];

/**
 * The first data request of each prerendered page, preloaded so the answer is there when its route asks: the
 * signed-in guard's `users.me`, the catalogue's first page in its default order, for the part `partId` the
 * product page's part and the purchase page's part with the buyer's profile (its loader asks for both at once),
 * and a category's first page without filters, `partId` standing for the category's slug.
 */
export function firstDataRequests(partId: string) {
  const part = { path: 'catalog.byId', input: { id: partId } };
  return {
    sessionUser: queryBatchUrl({ path: 'users.me' }),
    newestPart: queryBatchUrl({ path: 'catalog.search', input: catalogueInput(validateCatalogueUrl({})) }),
    partInPath: queryBatchUrl(part),
    partToBuy: queryBatchUrl(part, { path: 'users.profile' }),
    categoryInPath: queryBatchUrl({
      path: 'catalog.categoryPage',
      input: categoryInput(partId, validateCategoryUrl({})),
    }),
  };
}

/** How wide the pictures the server preloads for the catalogue and a part's pages show (their `sizes`). */
export const PICTURE_SIZES = {
  newestPart: PART_CARD_PICTURE_SIZES,
  partInPath: PRODUCT_PICTURE_SIZES,
  categoryInPath: PART_CARD_PICTURE_SIZES,
};
