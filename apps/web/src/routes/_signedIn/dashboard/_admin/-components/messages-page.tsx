import type { ContactMessage } from '@partsmith/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import { SelectField } from '../../../../../components/ui/select-field';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { errorMessage } from '../../../../../lib/error-message';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { usePaging } from '../../../../../lib/use-paging';
import { useTrpc } from '../../../../../lib/use-trpc';

type HandledFilter = 'all' | 'waiting' | 'handled';

const FILTERS: { value: HandledFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** The contact inbox (`/dashboard/messages`): the home page's CONTACT US messages, newest first. */
export function MessagesPage() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<HandledFilter>('waiting');
  const filters = { handled: shown === 'all' ? undefined : shown === 'handled' };
  const paging = usePaging(filters);
  const messages = useQuery({
    ...trpc.admin.messages.list.queryOptions({ ...filters, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
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
      <SelectField label="Show" value={shown} options={FILTERS} onChange={setShown} />
      <QueryTable
        query={messages}
        noun="messages"
        caption="Contact messages, newest first"
        captionHidden
        paging={paging}
        columns={columns}
        rowKey={(message) => message.id}
        empty={shown === 'waiting' ? 'No messages waiting' : 'No messages'}
      />
    </DashboardPage>
  );
}
