import { CARD_DESCRIPTION_LENGTH, formatCents, type Product, truncate } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProductImage } from './part-image';
import { LinkButton } from './ui/link-button';

/** How wide a card's picture shows; the server's preload of the catalogue's first picture says the same. */
export const PART_CARD_PICTURE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/**
 * A part in a grid (home, catalogue): the whole card opens its product page (the name is the one link, stretched
 * over the card); "Buy now" goes straight to the purchase page, or "Out of stock" stands in its place.
 */
export function PartCard({
  part,
  headingLevel = 3,
  eager = false,
  action,
  name = part.name,
}: {
  part: Product;
  headingLevel?: 2 | 3;
  /** The first card of a page that opens with the grid: its picture is the largest paint. */
  eager?: boolean;
  /** Under Buy now while the part can be ordered: the catalogue's Add to cart (the home page does without). */
  action?: ReactNode;
  /** The name as shown: the catalogue marks the words a search matched in it. */
  name?: ReactNode;
}) {
  const { orderable } = part;
  // h3 under a section's h2 (home); h2 straight under the page's h1 (catalogue), so no heading level is skipped.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-md border border-graphite-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ProductImage
        part={part}
        sizes={PART_CARD_PICTURE_SIZES}
        width={480}
        height={360}
        eager={eager}
        className="aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <Heading className="text-lg font-semibold text-graphite-900">
            <Link
              to="/parts/$id"
              params={{ id: part.id }}
              className="after:absolute after:inset-0 hover:text-accent-700 hover:underline"
            >
              {name}
            </Link>
          </Heading>
          <p className="font-mono text-xs text-graphite-600">{part.partNumber}</p>
          <p className="text-sm leading-relaxed text-graphite-600">
            {truncate(part.description, CARD_DESCRIPTION_LENGTH)}
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-graphite-100 pt-4 text-sm">
          <div>
            <dt className="text-graphite-500">Price</dt>
            <dd className="font-semibold text-graphite-900">{formatCents(part.priceCents)}</dd>
          </div>
          {/* Below the minimum order the part is out of stock: "In stock: Out of stock" would contradict itself. */}
          <div>
            <dt className="text-graphite-500">{orderable ? 'In stock' : 'Stock'}</dt>
            <dd className={`font-semibold ${orderable ? 'text-graphite-900' : 'text-danger-700'}`}>
              {orderable ? part.quantity : 'Out of stock'}
            </dd>
          </div>
          <div>
            <dt className="text-graphite-500">Min. order</dt>
            <dd className="font-semibold text-graphite-900">{part.minimumOrderQuantity}</dd>
          </div>
        </dl>
        {orderable ? (
          <LinkButton
            to="/purchase/$id"
            params={{ id: part.id }}
            aria-label={`Buy now: ${part.name}`}
            className="relative w-full"
          >
            Buy now
          </LinkButton>
        ) : (
          <p className="rounded-md bg-graphite-100 py-2.5 text-center text-sm font-semibold text-graphite-700">
            Out of stock
          </p>
        )}
        {orderable && action}
      </div>
    </article>
  );
}
