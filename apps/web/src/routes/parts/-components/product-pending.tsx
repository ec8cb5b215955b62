import { Link } from '@tanstack/react-router';

/**
 * While a part loads (and in the page prerendered for every part's address): the product page's frame, so the
 * picture and the facts arrive where their placeholders stood.
 */
export function ProductPending() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <Link to="/parts" className="inline-block text-sm font-medium text-accent-700 hover:underline">
        ← All parts
      </Link>
      <div aria-busy="true" className="grid animate-pulse gap-10 lg:grid-cols-2">
        <span className="sr-only" role="status">
          Loading the part
        </span>
        <div
          aria-hidden="true"
          className="aspect-[4/3] rounded-md border border-graphite-200 bg-graphite-200"
        />
        <div aria-hidden="true" className="space-y-6">
          <div className="space-y-3">
            <div className="h-5 w-12 rounded bg-graphite-200" />
            <div className="h-9 w-3/4 rounded bg-graphite-200 sm:h-10" />
            <div className="h-9 w-1/3 rounded bg-graphite-200" />
          </div>
          <div className="h-[5.5rem] rounded-md border border-graphite-200 bg-white" />
        </div>
      </div>
    </div>
  );
}
