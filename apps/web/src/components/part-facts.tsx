import { formatCents, type Product } from '@partsmith/contracts';

/**
 * Name, part number, price, whether it is in stock and the numbers an order depends on (stock, minimum, and packs
 * and the most per order where the part has them): the heading block of the product and purchase pages. The
 * product page's first HTML draws the same (`productMarkup` in the server's `http/seo/page-html.ts`).
 */
export function PartFacts({ part }: { part: Product }) {
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Part</p>
        <h1 className="text-3xl font-bold tracking-tight break-words text-graphite-900 sm:text-4xl">
          {part.name}
        </h1>
        <p className="text-sm text-graphite-600">
          Part number <span className="font-mono font-semibold text-graphite-900">{part.partNumber}</span>
        </p>
        <p className="text-3xl font-bold text-graphite-900">
          {formatCents(part.priceCents)}
          <span className="ml-2 text-base font-normal text-graphite-600">per unit</span>
        </p>
        {part.orderable && <p className="text-sm font-semibold text-graphite-900">In stock</p>}
      </div>
      <dl className="grid grid-cols-2 gap-4 rounded-md border border-graphite-200 bg-white p-5">
        <div>
          <dt className="text-sm text-graphite-600">Available quantity</dt>
          <dd className="text-xl font-semibold text-graphite-900">{part.quantity}</dd>
        </div>
        <div>
          <dt className="text-sm text-graphite-600">Minimum order quantity</dt>
          <dd className="text-xl font-semibold text-graphite-900">{part.minimumOrderQuantity}</dd>
        </div>
        {part.packSize > 1 && (
          <div>
            <dt className="text-sm text-graphite-600">Pack size</dt>
            <dd className="text-xl font-semibold text-graphite-900">Sold in packs of {part.packSize}</dd>
          </div>
        )}
        {part.maximumPerOrder !== null && (
          <div>
            <dt className="text-sm text-graphite-600">Maximum per order</dt>
            <dd className="text-xl font-semibold text-graphite-900">{part.maximumPerOrder}</dd>
          </div>
        )}
      </dl>
      {!part.orderable && <OutOfStock />}
    </div>
  );
}

/** Stands where the order button would be when fewer than the minimum order are left. */
function OutOfStock() {
  return (
    <p role="status" className="rounded-md border border-graphite-200 bg-graphite-100 p-5 text-graphite-800">
      <strong className="block text-lg text-danger-700">Out of stock</strong>
      Fewer than the minimum order are left, so this part cannot be ordered right now.
    </p>
  );
}
