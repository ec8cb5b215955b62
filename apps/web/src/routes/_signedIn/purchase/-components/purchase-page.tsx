import type { Order } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { BackInStockOffer } from '../../../../components/back-in-stock-offer';
import { PartFacts } from '../../../../components/part-facts';
import { ZoomablePicture } from '../../../../components/zoomable-picture';
import { useAppContext } from '../../../../lib/use-app-context';
import { LazyOrderForm, LazyOrderPlaced } from './lazy-order-form';
import { startingQuantity } from './starting-quantity';

const route = getRouteApi('/_signedIn/purchase/$id');

/** The part's details and its order form; the loader has already fetched the part, so no spinner here. */
export function PurchasePage() {
  const { id } = route.useParams();
  const { quantity } = route.useSearch();
  const { trpc } = useAppContext();
  const { data: part } = useSuspenseQuery(trpc.catalog.byId.queryOptions({ id }));
  const { data: profile } = useSuspenseQuery(trpc.users.profile.queryOptions());
  const [placed, setPlaced] = useState<Order | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>{`${part.name} · Partsmith`}</title>
      <div className="grid gap-10 lg:grid-cols-2">
        <ZoomablePicture part={part} />
        <div className="space-y-6">
          <PartFacts part={part} />
          <BackInStockOffer part={part} />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold text-graphite-900">Description</h2>
            <p className="leading-relaxed whitespace-pre-line text-graphite-700">{part.description}</p>
          </div>
          {placed ? (
            // The next steps in place of the form: a second, empty form invited a second order by mistake.
            <LazyOrderPlaced order={placed} />
          ) : (
            part.orderable && (
              <LazyOrderForm
                part={part}
                profile={profile}
                startQuantity={startingQuantity(part, quantity)}
                onPlaced={setPlaced}
              />
            )
          )}
        </div>
      </div>
    </div>
  );
}
