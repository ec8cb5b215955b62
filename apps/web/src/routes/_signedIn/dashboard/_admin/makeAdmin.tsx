import { createFileRoute } from '@tanstack/react-router';
import { usersInput, validateUsersSearch } from './-components/admin-list-search';
import { AllUsersPage } from './-components/all-users-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/makeAdmin')({
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.users.list.queryOptions(usersInput(deps))),
  component: AllUsersPage,
});
