import type { OwnReview } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { useAppContext } from '../../../../../lib/use-app-context';
import { NotABuyer } from './not-a-buyer';
import { ReviewForm } from './review-form';

function intro({ canReview, review }: OwnReview): string {
  if (!canReview) return 'Reviews come from customers who have bought from us.';
  if (!review) return 'Tell other workshops how ordering from us went.';
  return review.hidden
    ? 'This is your review. An admin has hidden it from the home page; it stays hidden if you edit it.'
    : 'This is your review, as it shows on the home page. You can edit it at any time.';
}

/** Add A Review (`/dashboard/review`): a buyer's one review, written or edited here; it shows on the home page. */
export function AddReviewPage() {
  const { trpc } = useAppContext();
  const { data: own } = useSuspenseQuery(trpc.reviews.mine.queryOptions());

  return (
    <DashboardPage title="Add A Review" intro={intro(own)}>
      {own.canReview ? (
        // Keyed by the review, so the form starts over from what the server holds once a first review is saved.
        <ReviewForm key={own.review?.id ?? 'new'} review={own.review} />
      ) : (
        <NotABuyer />
      )}
    </DashboardPage>
  );
}
