import type { ShippingMethod, ShippingMethodCreateInput } from '@partsmith/contracts';
import { FormCheckbox } from '../../../../../lib/forms/form-checkbox';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormSelect } from '../../../../../lib/forms/form-select';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { shippingMethodDefaults, withoutUnusedBands, ZShippingMethodForm } from './shipping-method-schema';
import { useSavingForm } from './use-saving-form';
import { WeightBandsFields } from './weight-bands-fields';

const KINDS = [
  { value: 'flat', label: 'Flat price' },
  { value: 'weight', label: 'By weight bands' },
  { value: 'free_above', label: 'Free above a subtotal' },
] as const;

/** Add a method to a zone, or edit one: how it charges, and how long delivery takes. */
export function ShippingMethodForm({
  zoneId,
  method,
  onDone,
}: {
  zoneId: string;
  method: ShippingMethod | null;
  onDone: () => void;
}) {
  const { trpc, trpcClient } = useAppContext();
  const form = useZodForm(ZShippingMethodForm, shippingMethodDefaults(zoneId, method));
  const kind = form.watch('kind');
  const save = useSavingForm({
    form,
    save: (values: ShippingMethodCreateInput) => {
      const input = withoutUnusedBands(values);
      return method
        ? trpcClient.admin.shipping.updateMethod.mutate({ ...input, id: method.id })
        : trpcClient.admin.shipping.createMethod.mutate(input);
    },
    invalidates: trpc.admin.shipping.list.pathKey(),
    done: (saved) => `Saved the method ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormField form={form} name="name" label="Name" required />
      <FormSelect form={form} name="kind" label="Charges" options={KINDS} />
      {kind === 'weight' ? (
        <WeightBandsFields form={form} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="price"
            label={kind === 'free_above' ? 'Price below the threshold ($)' : 'Price ($)'}
            inputMode="decimal"
            required
          />
          {kind === 'free_above' && (
            <FormField
              form={form}
              name="freeAbove"
              label="Free from a subtotal of ($)"
              inputMode="decimal"
              required
            />
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="deliveryDaysMin"
          label="Delivery: at least (working days)"
          inputMode="numeric"
        />
        <FormField
          form={form}
          name="deliveryDaysMax"
          label="Delivery: at most (working days)"
          inputMode="numeric"
        />
      </div>
      <FormCheckbox form={form} name="active" label="Offered to buyers" />
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
