import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from './-components/catalogue-page';
import { CataloguePageError } from './-components/catalogue-page-error';
import { CataloguePending } from './-components/catalogue-pending';
import { catalogueInput, validateCatalogueUrl } from './-components/catalogue-search';

export const Route = createFileRoute('/parts/')({
  validateSearch: validateCatalogueUrl,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.catalog.search.queryOptions(catalogueInput(deps))),
  component: CataloguePage,
  pendingComponent: CataloguePending,
  errorComponent: CataloguePageError,
});
