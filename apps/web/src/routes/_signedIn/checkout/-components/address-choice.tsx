import { addressLines, type CheckoutQuote, type SavedAddress } from '@partsmith/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useAppContext } from '../../../../lib/use-app-context';

// The form's code (react-hook-form, zod) loads only when a new address is asked for: most buyers pick a saved one.
const AddressForm = lazyComponent(() =>
  import('../../../../components/address-form').then((module) => module.AddressForm),
);

/** Ship to: one of the address book's, or a new one saved to the book and chosen at once. */
export function AddressChoice({
  quote,
  chosenId,
  onChoose,
}: {
  quote: CheckoutQuote;
  /** The one shown as chosen: the quote's, or the one just picked while its quote is on its way. */
  chosenId: string | null;
  onChoose: (addressId: string) => void;
}) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(quote.addresses.length === 0);
  const saved = (address: SavedAddress) => {
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: trpc.checkout.quote.pathKey() });
    onChoose(address.id);
  };

  return (
    <section aria-labelledby="checkout-ship-to" className="space-y-3">
      <h2 id="checkout-ship-to" className="text-xl font-semibold text-graphite-900">
        Ship to
      </h2>
      {quote.addresses.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="sr-only">Delivery address</legend>
          {quote.addresses.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer gap-3 rounded-md border border-graphite-200 bg-white p-4 has-[:checked]:border-accent-600 has-[:checked]:ring-2 has-[:checked]:ring-accent-600/30"
            >
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={chosenId === address.id}
                onChange={() => onChoose(address.id)}
                className="mt-1 accent-accent-600"
              />
              <span className="min-w-0 text-sm text-graphite-800">
                {addressLines(address).map((line, index) => (
                  <span key={`${index}-${line}`} className={index === 0 ? 'block font-semibold' : 'block'}>
                    {line}
                  </span>
                ))}
                <span className="block text-graphite-600">{address.phone}</span>
                {address.isDefault && (
                  <span className="mt-1 inline-block rounded bg-graphite-100 px-2 py-0.5 text-xs font-medium text-graphite-700">
                    Default
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <div className="rounded-md border border-graphite-200 bg-white p-4 sm:p-6">
          <h3 className="mb-4 font-semibold text-graphite-900">New address</h3>
          <Suspense fallback={<Spinner label="Loading the address form" />}>
            <AddressForm
              submitLabel="Save and ship here"
              onSaved={saved}
              onCancel={quote.addresses.length > 0 ? () => setAdding(false) : undefined}
            />
          </Suspense>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add an address
        </Button>
      )}
    </section>
  );
}
