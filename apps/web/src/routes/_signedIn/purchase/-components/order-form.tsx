import {
  formatCents,
  lineTotalCents,
  MESSAGES,
  nextBreakOffer,
  type Order,
  type Product,
  type Profile,
  quantityRulesOf,
  unitPriceCents,
  ZContactFields,
} from '@partsmith/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { PriceBreaksTable } from '../../../../components/price-breaks-table';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormField } from '../../../../lib/forms/form-field';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { QuantityInput } from './quantity-input';
import { SaveToProfile } from './save-to-profile';
import { useOrderQuantity } from './use-order-quantity';
import { usePlaceOrder } from './use-place-order';
import { useSaveContact } from './use-save-contact';

export interface OrderFormProps {
  part: Product;
  profile: Profile;
  /** Where the quantity starts, already within the minimum and the stock. */
  startQuantity: number;
  onPlaced: (order: Order) => void;
}

/**
 * Spec §2, §4, §5: quantity with the spec's checks as toasts, name and email from the account, phone and address
 * from the profile (editable, and saved back to it on request). The server checks and prices the order again.
 */
export function OrderForm({ part, profile, startQuantity, onPlaced }: OrderFormProps) {
  const rules = quantityRulesOf(part);
  const quantity = useOrderQuantity({ start: startQuantity, rules });
  const range = quantity.range ?? { smallest: rules.minimum, largest: rules.stock };
  const counted = quantity.valid ? quantity.count : null;
  const offer = counted === null ? null : nextBreakOffer(part, counted, range.largest);
  const saved = { phone: profile.phone ?? '', address: profile.address ?? '' };
  const form = useZodForm(ZContactFields, saved);
  const [saveChoice, setSaveChoice] = useState(false);
  const saveContact = useSaveContact();
  const contact = form.watch();
  const edited = contact.phone.trim() !== saved.phone || contact.address.trim() !== saved.address;
  const { place, pending } = usePlaceOrder((order) => {
    toast.success(MESSAGES.orderAdded);
    // Saved only once the order is placed: a refused order changes nothing, and the order keeps its own copy.
    if (edited && saveChoice) saveContact(order);
    // The page shows the placed order in place of this form (purchase-page.tsx).
    onPlaced(order);
  });

  // The quantity is checked even when phone or address is missing, so every problem shows at once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const quantityOk = quantity.check();
    void form.handleSubmit((values) => {
      if (quantityOk && quantity.count !== null)
        place({ productId: part.id, quantity: quantity.count, ...values });
    })(event);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="order-form"
      className="space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <h2 id="order-form" className="text-lg font-semibold text-graphite-900">
        Order this part
      </h2>
      <QuantityInput
        value={quantity.text}
        count={quantity.count}
        smallest={range.smallest}
        largest={range.largest}
        packSize={rules.packSize}
        invalid={quantity.blocked}
        onChange={quantity.change}
        onStep={quantity.step}
        // Checked when the shopper leaves the field; a value that already failed is not announced twice.
        onBlur={() => quantity.blocked || quantity.check()}
      />
      <PriceBreaksTable part={part} quantity={counted} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" value={profile.name} readOnly />
        <Field label="Email" value={profile.email} readOnly />
      </div>
      <FormField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <FormField form={form} name="address" label="Address" autoComplete="street-address" required />
      {edited && <SaveToProfile checked={saveChoice} onChange={setSaveChoice} />}
      <div className="flex flex-col gap-4 border-t border-graphite-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-graphite-700" aria-live="polite">
          {counted !== null ? (
            <>
              Total{' '}
              <output className="ml-1 text-2xl font-bold text-graphite-900">
                {formatCents(
                  lineTotalCents(unitPriceCents(part.priceCents, part.priceBreaks, counted), counted),
                )}
              </output>
              {offer && (
                <span className="block text-sm font-medium text-accent-800">
                  Order {offer.moreUnits} more for {formatCents(offer.unitPriceCents)} each
                </span>
              )}
            </>
          ) : (
            `Choose from ${range.smallest} to ${range.largest} to see the total.`
          )}
        </p>
        <Button type="submit" size="lg" disabled={quantity.blocked} loading={pending}>
          Order Now
        </Button>
      </div>
    </form>
  );
}
