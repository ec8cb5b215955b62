import { formatCents } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PartImage } from '../../../../components/part-image';
import { useTrpc } from '../../../../lib/use-trpc';
import { OrderNotice } from './order-notice';

const route = getRouteApi('/_signedIn/purchase/$id');

/** The part's details; the loader has already fetched it, so this reads the cache without a spinner. */
export function PurchasePage() {
  const { id } = route.useParams();
  const trpc = useTrpc();
  const { data: part } = useSuspenseQuery(trpc.catalog.byId.queryOptions({ id }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>{`${part.name} · Partsmith`}</title>
      <div className="grid gap-10 lg:grid-cols-2">
        <PartImage
          src={part.imageUrl}
          name={part.name}
          width={800}
          height={600}
          eager
          className="aspect-[4/3] rounded-md border border-graphite-200"
        />
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Part</p>
            <h1 className="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">{part.name}</h1>
            <p className="text-3xl font-bold text-graphite-900">
              {formatCents(part.priceCents)}
              <span className="ml-2 text-base font-normal text-graphite-500">per unit</span>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 rounded-md border border-graphite-200 bg-white p-5">
            <div>
              <dt className="text-sm text-graphite-500">Available quantity</dt>
              <dd className="text-xl font-semibold text-graphite-900">{part.quantity}</dd>
            </div>
            <div>
              <dt className="text-sm text-graphite-500">Minimum order quantity</dt>
              <dd className="text-xl font-semibold text-graphite-900">{part.minimumOrderQuantity}</dd>
            </div>
          </dl>
          <div className="space-y-2">
            <h2 className="text-lg font-semibold text-graphite-900">Description</h2>
            <p className="leading-relaxed whitespace-pre-line text-graphite-700">{part.description}</p>
          </div>
          <OrderNotice />
        </div>
      </div>
    </div>
  );
}
