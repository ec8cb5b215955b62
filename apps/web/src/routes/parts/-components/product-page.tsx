import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AddToCartForm } from '../../../components/add-to-cart-form';
import { BackInStockOffer } from '../../../components/back-in-stock-offer';
import { PartFacts } from '../../../components/part-facts';
import { PriceBreaksTable } from '../../../components/price-breaks-table';
import { LinkButton } from '../../../components/ui/link-button';
import { ZoomablePicture } from '../../../components/zoomable-picture';
import { useAppContext } from '../../../lib/use-app-context';
import { SpecificationTable } from './specification-table';

const route = getRouteApi('/parts/$id');

/**
 * One part for anyone: its picture (enlarges on request), facts, quantity breaks and description, and Buy now while
 * in stock.
 */
export function ProductPage() {
  const { id } = route.useParams();
  const { trpc } = useAppContext();
  const { data: part } = useSuspenseQuery(trpc.catalog.byId.queryOptions({ id }));

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <title>{`${part.name} · Partsmith`}</title>
      <Link to="/parts" className="inline-block text-sm font-medium text-accent-700 hover:underline">
        ← All parts
      </Link>
      <div className="grid gap-10 lg:grid-cols-2">
        <ZoomablePicture part={part} />
        <div className="space-y-6">
          <PartFacts part={part} />
          <BackInStockOffer part={part} />
          <PriceBreaksTable part={part} />
          {part.orderable && (
            // A visitor is sent to log in first and comes back to this purchase page (the signed-in guard).
            <LinkButton to="/purchase/$id" params={{ id: part.id }} size="lg" className="w-full sm:w-auto">
              Buy now
            </LinkButton>
          )}
          <AddToCartForm part={part} />
          <section aria-labelledby="description" className="space-y-2">
            <h2 id="description" className="text-lg font-semibold text-graphite-900">
              Description
            </h2>
            <p className="leading-relaxed break-words whitespace-pre-line text-graphite-700">
              {part.description}
            </p>
          </section>
          <SpecificationTable partId={part.id} />
        </div>
      </div>
    </div>
  );
}
