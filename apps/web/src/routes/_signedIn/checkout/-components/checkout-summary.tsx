import { type CheckoutQuote, formatCents, formatRate } from '@partsmith/contracts';
import { Button } from '../../../../components/ui/button';
import { usePlaceCheckout } from './use-place-checkout';

interface CheckoutSummaryProps {
  quote: CheckoutQuote;
  /** A new quote is on its way: the figures shown may be about to change, so the order waits for them. */
  updating: boolean;
  poNumber: string;
  /** The server refused the order (figures changed, a line sold out): the quote is asked for again. */
  onRefused: () => void;
}

/** The order as it will be charged: lines, subtotal, shipping, tax by rate, total, and the one button. */
export function CheckoutSummary({ quote, updating, poNumber, onRefused }: CheckoutSummaryProps) {
  const { place, pending, refusal } = usePlaceCheckout(onRefused);
  const { totals } = quote;
  const canPlace = totals !== null && quote.problems.length === 0 && quote.shippingMethodId !== null;
  const submit = () => {
    if (!canPlace || !quote.addressId || !quote.shippingMethodId) return;
    place({
      addressId: quote.addressId,
      shippingMethodId: quote.shippingMethodId,
      poNumber: poNumber.trim() || undefined,
      expectedTotalCents: totals.totalCents,
    });
  };

  return (
    <section
      aria-labelledby="checkout-summary"
      className="space-y-4 rounded-md border border-graphite-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-xl font-semibold text-graphite-900">
        Order summary
      </h2>
      <ul className="divide-y divide-graphite-100 text-sm">
        {quote.cart.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-graphite-900">{line.name}</span>
              <span className="block text-graphite-600">
                <span className="font-mono">{line.partNumber}</span> · {line.quantity} ×{' '}
                {formatCents(line.unitPriceCents)}
              </span>
            </span>
            <span className="font-medium text-graphite-900">{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      {totals && (
        <dl className="space-y-1 border-t border-graphite-200 pt-3 text-sm" aria-busy={updating}>
          <Figure term="Subtotal" cents={totals.subtotalCents} />
          <Figure term="Shipping" cents={totals.shippingCents} />
          {totals.taxes.map((tax) => (
            <Figure
              key={tax.name}
              term={`${tax.name} (${formatRate(tax.rateBasisPoints)})`}
              cents={tax.taxCents}
            />
          ))}
          {quote.taxExempt && (
            <div className="text-graphite-600">
              <dt className="inline">Tax-exempt:</dt> <dd className="inline">no tax charged</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-graphite-200 pt-2 text-lg font-bold text-graphite-900">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatCents(totals.totalCents)}</dd>
          </div>
        </dl>
      )}
      {(refusal || quote.problems.length > 0) && (
        <div role="alert" className="space-y-1 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
          {refusal && <p>{refusal}</p>}
          {quote.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={pending}
        disabled={!canPlace || updating}
        onClick={submit}
      >
        {totals ? `Place order and pay ${formatCents(totals.totalCents)}` : 'Place order and pay'}
      </Button>
      <p className="text-xs text-graphite-600">
        Your parts are held for you while you pay. Prices are in US dollars.
      </p>
    </section>
  );
}

function Figure({ term, cents }: { term: string; cents: number }) {
  return (
    <div className="flex justify-between text-graphite-700">
      <dt>{term}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  );
}
