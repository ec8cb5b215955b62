import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from './-components/catalogue-page';
import { CataloguePageError } from './-components/catalogue-page-error';
import { CataloguePending } from './-components/catalogue-pending';
import { catalogueInput, validateCatalogueUrl } from './-components/catalogue-search';

export const Route = createFileRoute('/parts/')({
  // The build prerenders this page without data (decision 0034): the grid's placeholders.
  ssr: false,
  validateSearch: validateCatalogueUrl,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.catalog.search.queryOptions(catalogueInput(deps))),
  component: CataloguePage,
  pendingComponent: CataloguePending,
  errorComponent: CataloguePageError,
});
