import type { ContactMessage } from '@partsmith/contracts';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { toast } from 'sonner';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import { SelectField } from '../../../../../components/ui/select-field';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { errorMessage } from '../../../../../lib/error-message';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { MESSAGE_FILTERS, type MessagesSearch, messagesInput } from './admin-list-search';

type Shown = NonNullable<MessagesSearch['shown']>;

const LABELS: Record<Shown, string> = { waiting: 'Waiting', handled: 'Handled', all: 'All' };
const FILTERS = MESSAGE_FILTERS.map((value) => ({ value, label: LABELS[value] }));

const route = getRouteApi('/_signedIn/dashboard/_admin/messages');

/** The contact inbox (`/dashboard/messages`): the home page's CONTACT US messages, newest first. */
export function MessagesPage() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const { paging, setFilters } = useListNavigation(search);
  const shown = search.shown ?? 'waiting';
  const messages = useSuspenseQuery(trpc.admin.messages.list.queryOptions(messagesInput(search)));
  const markHandled = useMutation(
    trpc.admin.messages.markHandled.mutationOptions({
      onSuccess: async (message) => {
        toast.success(`Marked the message from ${message.email} handled`);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.pathKey() });
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  const columns: TableColumn<ContactMessage>[] = [
    {
      header: 'Received',
      cell: (message) => formatDateTime(message.createdAt),
      width: 'w-44',
    },
    {
      header: 'From',
      cell: (message) => (
        <a href={`mailto:${message.email}`} className="block text-accent-700 underline">
          <TruncatedText text={message.email} />
        </a>
      ),
      width: 'w-64',
    },
    {
      header: 'Message',
      cell: (message) => <p className="whitespace-pre-wrap">{message.message}</p>,
    },
    {
      header: 'Status',
      width: 'w-48',
      cell: (message) =>
        message.handledAt ? (
          `Handled ${formatDateTime(message.handledAt)}`
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Mark handled: message from ${message.email}`}
            loading={markHandled.isPending && markHandled.variables.id === message.id}
            onClick={() => markHandled.mutate({ id: message.id })}
          >
            Mark handled
          </Button>
        ),
    },
  ];

  return (
    <DashboardPage title="Messages" intro="What visitors wrote through the home page's contact form.">
      <SelectField
        label="Show"
        value={shown}
        options={FILTERS}
        onChange={(next) => setFilters({ shown: next === 'waiting' ? undefined : next })}
      />
      <QueryTable
        query={messages}
        caption="Contact messages, newest first"
        paging={paging}
        columns={columns}
        empty={shown === 'waiting' ? 'No messages waiting' : 'No messages'}
      />
    </DashboardPage>
  );
}
