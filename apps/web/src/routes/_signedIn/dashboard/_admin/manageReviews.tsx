import { createFileRoute } from '@tanstack/react-router';
import { pageInput, validatePageSearch } from '../../../../lib/list-search';
import { ReviewsPage } from './-components/reviews-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageReviews')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.reviews.list.queryOptions(pageInput(deps.page))),
  component: ReviewsPage,
});
