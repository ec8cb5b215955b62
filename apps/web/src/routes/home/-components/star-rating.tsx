import { RATING_MAX } from '@partsmith/contracts';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The spec's "rating as that many stars": filled stars out of five, read as one phrase by screen readers. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`} className="inline-flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`size-5 ${star < rating ? 'fill-accent-500 text-accent-500' : 'fill-none text-graphite-300'}`}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
