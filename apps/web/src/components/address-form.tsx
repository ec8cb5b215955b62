import {
  type AddressFieldsInput,
  COUNTRY_CODES,
  countryName,
  MESSAGES,
  type SavedAddress,
  ZAddressFields,
} from '@partsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormCheckbox } from '../lib/forms/form-checkbox';
import { FormField } from '../lib/forms/form-field';
import { FormSelect } from '../lib/forms/form-select';
import { FormServerError } from '../lib/forms/form-server-error';
import { showServerError } from '../lib/forms/show-server-error';
import { useZodForm } from '../lib/forms/use-zod-form';
import { useAppContext } from '../lib/use-app-context';
import { Button } from './ui/button';

/** Before the shop says where it is. */
const FALLBACK_COUNTRY = 'GB';

let countryOptions: { value: string; label: string }[] | undefined;
/** Every country by its English name, A to Z; built at the first form, not when the module loads. */
function countries() {
  countryOptions ??= [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countryOptions;
}

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  initial?: SavedAddress;
  submitLabel: string;
  /** Called with the address as the server saved it (its id, and whether it is now the default). */
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
}

function initialValues(initial: SavedAddress | undefined, country: string): AddressFieldsInput {
  if (!initial)
    return {
      recipient: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postcode: '',
      country,
      phone: '',
      isDefault: false,
    };
  const { id: _id, isDefault: _default, ...fields } = initial;
  return { ...fields, isDefault: false };
}

/**
 * An address of the customer's book, new or edited (My Profile, checkout). It saves through `addresses.create` or
 * `addresses.update` itself, with the server's own schema; refusals show under their field or under the form.
 */
export function AddressForm({ initial, submitLabel, onSaved, onCancel }: AddressFormProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const shop = useQuery({ ...trpc.shipping.shop.queryOptions(), enabled: !initial });
  const form = useZodForm(ZAddressFields, initialValues(initial, FALLBACK_COUNTRY));

  // A new address starts in the shop's own country, unless the customer has already picked one.
  const shopCountry = shop.data?.country;
  useEffect(() => {
    if (shopCountry && !initial && form.getValues('country') === FALLBACK_COUNTRY)
      form.resetField('country', { defaultValue: shopCountry });
  }, [form, shopCountry, initial]);
  useEffect(() => form.setFocus('recipient'), [form]);

  const saved = async (address: SavedAddress) => {
    await queryClient.invalidateQueries({ queryKey: trpc.addresses.list.pathKey() });
    toast.success(MESSAGES.addressSaved);
    onSaved(address);
  };
  const onError = (error: unknown) => showServerError(form, error);
  const create = useMutation(trpc.addresses.create.mutationOptions({ onSuccess: saved, onError }));
  const update = useMutation(trpc.addresses.update.mutationOptions({ onSuccess: saved, onError }));
  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) =>
    initial ? update.mutate({ ...values, id: initial.id }) : create.mutate(values),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField form={form} name="recipient" label="Recipient" autoComplete="name" required />
      <FormField form={form} name="line1" label="Address line 1" autoComplete="address-line1" required />
      <FormField form={form} name="line2" label="Address line 2 (optional)" autoComplete="address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="city" label="Town or city" autoComplete="address-level2" required />
        <FormField
          form={form}
          name="region"
          label="State, county or province (optional)"
          autoComplete="address-level1"
        />
        <FormField form={form} name="postcode" label="Postcode" autoComplete="postal-code" required />
        <FormSelect form={form} name="country" label="Country" options={countries()} />
      </div>
      <FormField
        form={form}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="For the carrier, if they need to reach you."
        required
      />
      {initial?.isDefault ? (
        <p className="text-sm text-graphite-700">This is your default address.</p>
      ) : (
        <FormCheckbox form={form} name="isDefault" label="Make this my default address" />
      )}
      <FormServerError form={form} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
