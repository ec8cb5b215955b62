import { useQuery } from '@tanstack/react-query';
import { PartCard } from '../../../components/part-card';
import { PartGridSkeleton } from '../../../components/part-card-skeleton';
import { QueryError } from '../../../components/query-error';
import { LinkButton } from '../../../components/ui/link-button';
import { useAppContext } from '../../../lib/use-app-context';
import { SectionHeading } from './section-heading';

/** 'OUR PARTS': the three newest products, newest first (the server orders them). */
export function LatestParts() {
  const { trpc } = useAppContext();
  const parts = useQuery(trpc.catalog.latest.queryOptions());

  return (
    <section aria-labelledby="our-parts" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="our-parts" title="OUR PARTS">
        Fresh on the shelves: the latest additions to our stock.
      </SectionHeading>
      {parts.isPending ? (
        <PartGridSkeleton />
      ) : parts.isError ? (
        <QueryError
          message="We could not load our latest parts."
          onRetry={() => void parts.refetch()}
          retrying={parts.isFetching}
        />
      ) : parts.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-graphite-300 bg-white p-8 text-center text-graphite-600">
          No parts in stock yet
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {parts.data.map((part) => (
            <li key={part.id} className="flex">
              <PartCard part={part} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex justify-center">
        <LinkButton to="/parts" variant="secondary" size="lg">
          See all parts
        </LinkButton>
      </div>
    </section>
  );
}
