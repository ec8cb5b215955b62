import { type CheckoutQuote, deliveryEstimate, formatCents } from '@partsmith/contracts';

/** By what: the methods that can carry this order to the chosen address, cheapest first, with their estimate. */
export function ShippingChoice({
  quote,
  chosenId,
  onChoose,
}: {
  quote: CheckoutQuote;
  /** The one shown as chosen: the quote's, or the one just picked while its quote is on its way. */
  chosenId: string | null;
  onChoose: (shippingMethodId: string) => void;
}) {
  return (
    <section aria-labelledby="checkout-shipping" className="space-y-3">
      <h2 id="checkout-shipping" className="text-xl font-semibold text-graphite-900">
        Shipping method
      </h2>
      {quote.shippingOptions.length === 0 ? (
        <p className="text-sm text-graphite-600">
          {quote.addressId
            ? 'No method can carry this order there.'
            : 'Choose an address to see the methods.'}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">Shipping method</legend>
          {quote.shippingOptions.map((option) => (
            <label
              key={option.methodId}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-graphite-200 bg-white p-4 has-[:checked]:border-accent-600 has-[:checked]:ring-2 has-[:checked]:ring-accent-600/30"
            >
              <input
                type="radio"
                name="shipping-method"
                value={option.methodId}
                checked={chosenId === option.methodId}
                onChange={() => onChoose(option.methodId)}
                className="mt-1 accent-accent-600"
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 text-sm">
                <span>
                  <span className="block font-semibold text-graphite-900">{option.name}</span>
                  <span className="block text-graphite-600">
                    {deliveryEstimate(option.deliveryDaysMin, option.deliveryDaysMax)}
                  </span>
                </span>
                <span className="font-semibold text-graphite-900">
                  {option.priceCents === 0 ? 'Free' : formatCents(option.priceCents)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
