import { CARD_DESCRIPTION_LENGTH, formatCents, type Product, truncate } from '@partsmith/contracts';
import { PartImage } from '../../../components/part-image';
import { LinkButton } from '../../../components/ui/link-button';

export function PartCard({ part }: { part: Product }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-md border border-graphite-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PartImage src={part.imageUrl} name={part.name} width={480} height={360} className="aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-graphite-900">{part.name}</h3>
          <p className="text-sm leading-relaxed text-graphite-600">
            {truncate(part.description, CARD_DESCRIPTION_LENGTH)}
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-graphite-100 pt-4 text-sm">
          <div>
            <dt className="text-graphite-500">Price</dt>
            <dd className="font-semibold text-graphite-900">{formatCents(part.priceCents)}</dd>
          </div>
          <div>
            <dt className="text-graphite-500">In stock</dt>
            <dd className="font-semibold text-graphite-900">{part.quantity}</dd>
          </div>
          <div>
            <dt className="text-graphite-500">Min. order</dt>
            <dd className="font-semibold text-graphite-900">{part.minimumOrderQuantity}</dd>
          </div>
        </dl>
        <LinkButton
          to="/purchase/$id"
          params={{ id: part.id }}
          aria-label={`Buy now: ${part.name}`}
          className="w-full"
        >
          Buy now
        </LinkButton>
      </div>
    </article>
  );
}
