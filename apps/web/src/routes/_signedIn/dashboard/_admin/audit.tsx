import { createFileRoute } from '@tanstack/react-router';
import { pageInput, validatePageSearch } from '../../../../lib/list-search';
import { AuditPage } from './-components/audit-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/audit')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.audit.list.queryOptions(pageInput(deps.page))),
  component: AuditPage,
});
