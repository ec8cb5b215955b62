import { createFileRoute } from '@tanstack/react-router';
import { AddReviewPage } from './-components/add-review-page';

/**
 * For customers (the admin menu leaves it out, spec §6). Only a buyer may review, once (decision 0037): the page
 * first asks whether the caller may, and for the review they already wrote.
 */
export const Route = createFileRoute('/_signedIn/dashboard/review')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.reviews.mine.queryOptions()),
  component: AddReviewPage,
});
