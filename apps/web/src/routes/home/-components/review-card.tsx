import { CARD_DESCRIPTION_LENGTH, type Review, truncate } from '@partsmith/contracts';
import { StarRating } from './star-rating';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full w-full flex-col gap-4 rounded-md border border-graphite-200 bg-white p-6 shadow-sm">
      <StarRating rating={review.rating} />
      <blockquote className="flex-1 leading-relaxed text-graphite-700">
        <p>“{truncate(review.description, CARD_DESCRIPTION_LENGTH)}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-graphite-100 pt-4">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-graphite-800 text-sm font-semibold text-white"
        >
          {review.reviewerName.slice(0, 1).toUpperCase()}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold text-graphite-900">{review.reviewerName}</span>
          {/* The server sets it for reviewers with a paid order: a claim the shop can stand behind. */}
          {review.verifiedBuyer && (
            <span className="text-xs font-medium text-accent-700">✓ Verified buyer</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
