import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAppContext } from '../../../lib/use-app-context';
import { BandSection } from './band-section';
import { ReviewCard } from './review-card';

/** Two rows of three on a wide screen: enough to show what buyers say without burying the rest of the page. */
const SHOWN_REVIEWS = 6;

/** 'REVIEWS': what customers said, newest first as the server sends them. */
export function ReviewsSection() {
  const { trpc } = useAppContext();
  const reviews = useQuery(trpc.reviews.list.queryOptions());

  return (
    <BandSection
      id="reviews"
      title="REVIEWS"
      intro="Workshops and buyers on ordering from us."
      borders="border-y"
      width="max-w-6xl"
    >
      {reviews.isPending ? (
        <div className="flex justify-center py-10 text-accent-700">
          <Spinner size="lg" label="Loading reviews" />
        </div>
      ) : reviews.isError ? (
        <QueryError
          message="We could not load the reviews."
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : reviews.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-graphite-300 p-8 text-center text-graphite-600">
          No reviews yet
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.data.slice(0, SHOWN_REVIEWS).map((review) => (
            <li key={review.id} className="flex">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </BandSection>
  );
}
