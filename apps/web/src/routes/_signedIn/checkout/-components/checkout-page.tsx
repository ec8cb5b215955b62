import type { CheckoutQuoteInput } from '@partsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../../components/query-error';
import { LinkButton } from '../../../../components/ui/link-button';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';
import { AddressChoice } from './address-choice';
import { CheckoutSummary } from './checkout-summary';
import { ShippingChoice } from './shipping-choice';

/**
 * One page from the cart to the payment: where to, by what, a PO number, the figures as the server works them out
 * (the quote), then one order of the whole cart. Every choice asks the server for the figures again; the total it
 * answered is the one sent with the order, so nothing is ever charged that the buyer did not see.
 */
export function CheckoutPage() {
  const { trpc } = useAppContext();
  const [selection, setSelection] = useState<CheckoutQuoteInput>({});
  const quote = useQuery({
    ...trpc.checkout.quote.queryOptions(selection),
    placeholderData: keepPreviousData,
  });
  const [poNumber, setPoNumber] = useState('');
  // A choice shows at once; the quote for it, when it comes, says what was chosen (the cheapest method, say, when
  // the one picked cannot carry the order to the new address).
  const chosen = quote.isPlaceholderData
    ? { addressId: selection.addressId ?? null, shippingMethodId: selection.shippingMethodId ?? null }
    : { addressId: quote.data?.addressId ?? null, shippingMethodId: quote.data?.shippingMethodId ?? null };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>Checkout · Partsmith</title>
      <h1 className="text-3xl font-bold tracking-tight text-graphite-900">Checkout</h1>
      {quote.isError && !quote.data ? (
        <QueryError
          message={errorMessage(quote.error)}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      ) : !quote.data ? null : quote.data.cart.lines.length === 0 ? (
        <div className="mt-6 space-y-4 rounded-md border border-graphite-200 bg-white p-8 text-center">
          <p className="text-lg text-graphite-700">Your cart is empty: there is nothing to check out.</p>
          <LinkButton to="/parts">Browse the catalogue</LinkButton>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
          <div className="min-w-0 space-y-8">
            <AddressChoice
              quote={quote.data}
              chosenId={chosen.addressId}
              onChoose={(addressId) => setSelection({ addressId })}
            />
            <ShippingChoice
              quote={quote.data}
              chosenId={chosen.shippingMethodId}
              onChoose={(shippingMethodId) =>
                setSelection({ addressId: quote.data.addressId ?? undefined, shippingMethodId })
              }
            />
            <section aria-labelledby="checkout-po" className="space-y-2">
              <h2 id="checkout-po" className="text-xl font-semibold text-graphite-900">
                Purchase order number
              </h2>
              <label htmlFor="po-number" className="block text-sm text-graphite-700">
                Your own reference, printed on the invoice (optional)
              </label>
              <input
                id="po-number"
                value={poNumber}
                maxLength={50}
                autoComplete="off"
                onChange={(event) => setPoNumber(event.target.value)}
                className="w-full max-w-sm rounded-md border border-graphite-300 px-3 py-2 text-graphite-900 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/30"
              />
            </section>
          </div>
          <CheckoutSummary
            quote={quote.data}
            updating={quote.isFetching}
            poNumber={poNumber}
            onRefused={() => void quote.refetch()}
          />
        </div>
      )}
    </div>
  );
}
