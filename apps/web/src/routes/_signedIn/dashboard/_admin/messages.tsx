import { createFileRoute } from '@tanstack/react-router';
import { messagesInput, validateMessagesSearch } from './-components/admin-list-search';
import { MessagesPage } from './-components/messages-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/messages')({
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.messages.list.queryOptions(messagesInput(deps))),
  component: MessagesPage,
});
