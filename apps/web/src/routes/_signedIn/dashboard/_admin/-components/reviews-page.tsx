import { type AdminReview, MESSAGES } from '@partsmith/contracts';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { toast } from 'sonner';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { errorMessage } from '../../../../../lib/error-message';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { pageInput, useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedDelete } from '../../../../../lib/use-confirmed-delete';

const route = getRouteApi('/_signedIn/dashboard/_admin/manageReviews');

/**
 * Reviews (`/dashboard/manageReviews`): every review, newest first, to hide from the home page (and show again)
 * or delete. Hiding asks nothing (it is undone with one click); deleting asks first.
 */
export function ReviewsPage() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const { paging } = useListNavigation(search);
  const reviews = useSuspenseQuery(trpc.admin.reviews.list.queryOptions(pageInput(search.page)));
  // The home page's list too: the change shows there at once in this browser.
  const changed = [trpc.admin.reviews.list.pathKey(), trpc.reviews.list.queryKey()];
  const reload = () => Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const visibility = useMutation(
    trpc.admin.reviews.setHidden.mutationOptions({
      onSuccess: async (review) => {
        toast.success(`${review.hiddenAt ? 'Hid' : 'Showed'} the review by ${review.reviewerEmail}`);
        await reload();
      },
      onError: async (error) => {
        toast.error(errorMessage(error));
        await reload();
      },
    }),
  );
  const removal = useConfirmedDelete({
    mutation: trpc.admin.reviews.delete.mutationOptions(),
    invalidates: changed,
    question: MESSAGES.confirmDeleteReview,
    cancelLabel: 'NO',
    describe: (review: AdminReview) =>
      `The review by ${review.reviewerEmail} is removed for good; they may write a new one. To keep it off the home page and let them edit it, hide it instead.`,
  });

  const columns: TableColumn<AdminReview>[] = [
    { header: 'Written', cell: (review) => formatDateTime(review.createdAt), width: 'w-40' },
    {
      header: 'Reviewer',
      width: 'w-56',
      cell: (review) => (
        <span className="block">
          <span className="block font-medium text-graphite-900">
            <TruncatedText text={review.reviewerName} />
          </span>
          <span className="block text-graphite-600">
            <TruncatedText text={review.reviewerEmail} />
          </span>
          {review.verifiedBuyer && <span className="block text-xs text-accent-700">Verified buyer</span>}
        </span>
      ),
    },
    { header: 'Rating', cell: (review) => `${review.rating} of 5`, width: 'w-20' },
    { header: 'Review', cell: (review) => <p className="whitespace-pre-wrap">{review.description}</p> },
    {
      header: 'On the home page',
      width: 'w-36',
      cell: (review) => (review.hiddenAt ? `Hidden ${formatDateTime(review.hiddenAt)}` : 'Shown'),
    },
    {
      header: 'Action',
      width: 'w-44',
      cell: (review) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${review.hiddenAt ? 'Show' : 'Hide'}: review by ${review.reviewerEmail}`}
            loading={visibility.isPending && visibility.variables.id === review.id}
            onClick={() => visibility.mutate({ id: review.id, hidden: !review.hiddenAt })}
          >
            {review.hiddenAt ? 'Show' : 'Hide'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete: review by ${review.reviewerEmail}`}
            onClick={() => removal.ask(review)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <DashboardPage
      title="Reviews"
      intro="What customers wrote, newest first. Hide a review to take it off the home page; every change is in the audit log."
    >
      <QueryTable
        query={reviews}
        caption="Reviews, newest first"
        paging={paging}
        columns={columns}
        empty="No reviews yet"
      />
      {removal.dialog}
    </DashboardPage>
  );
}
