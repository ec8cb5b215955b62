import { formatCents, type Order } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PartImage } from '../../../../components/part-image';
import { useTrpc } from '../../../../lib/use-trpc';
import { OrderForm } from './order-form';
import { OrderPlaced } from './order-placed';

const route = getRouteApi('/_signedIn/purchase/$id');

/** The part's details and its order form; the loader has already fetched the part, so no spinner here. */
export function PurchasePage() {
  const { id } = route.useParams();
  const { user } = route.useRouteContext();
  const trpc = useTrpc();
  const { data: part } = useSuspenseQuery(trpc.catalog.byId.queryOptions({ id }));
  const [placed, setPlaced] = useState<Order | null>(null);

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
          {placed && <OrderPlaced key={placed.id} order={placed} />}
          {part.quantity >= part.minimumOrderQuantity ? (
            <OrderForm part={part} user={user} onPlaced={setPlaced} />
          ) : (
            <p
              role="status"
              className="rounded-md border border-graphite-200 bg-graphite-100 p-5 text-graphite-700"
            >
              Sold out for now: fewer than the minimum order are left in stock.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
