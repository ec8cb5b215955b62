import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from './-components/returns-page';
import { returnsInput, validateReturnsSearch } from './-components/returns-search';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/returns')({
  validateSearch: validateReturnsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.returns.list.queryOptions(returnsInput(deps))),
  component: ReturnsPage,
});
