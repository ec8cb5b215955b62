import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFoundError } from '../../../lib/http-status';
import { CategoryPage } from './-components/category-page';
import { CategoryNotFound, CategoryPageError } from './-components/category-page-error';
import { CategoryPending } from './-components/category-pending';
import { categoryInput, validateCategoryUrl } from './-components/category-search';

export const Route = createFileRoute('/parts/category/$slug')({
  // Like /parts: the page renders in the browser, its filters all in the URL.
  ssr: false,
  validateSearch: validateCategoryUrl,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, trpc }, params, deps }) => {
    try {
      await queryClient.ensureQueryData(
        trpc.catalog.categoryPage.queryOptions(categoryInput(params.slug, deps)),
      );
    } catch (error) {
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: CategoryPage,
  pendingComponent: CategoryPending,
  errorComponent: CategoryPageError,
  notFoundComponent: CategoryNotFound,
});
