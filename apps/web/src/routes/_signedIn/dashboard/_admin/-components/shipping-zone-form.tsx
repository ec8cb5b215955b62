import {
  type ShippingZone,
  type ShippingZoneCreateInput,
  ZShippingZoneCreateInput,
} from '@partsmith/contracts';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { useSavingForm } from './use-saving-form';

/** Add a zone, or edit one (`zone`): its name, its countries as ISO codes, its place in the list. */
export function ShippingZoneForm({ zone, onDone }: { zone: ShippingZone | null; onDone: () => void }) {
  const { trpc, trpcClient } = useAppContext();
  const form = useZodForm(ZShippingZoneCreateInput, {
    name: zone?.name ?? '',
    countries: zone?.countries.join(', ') ?? '',
    position: String(zone?.position ?? 0),
  });
  const save = useSavingForm({
    form,
    save: (values: ShippingZoneCreateInput) =>
      zone
        ? trpcClient.admin.shipping.updateZone.mutate({ ...values, id: zone.id })
        : trpcClient.admin.shipping.createZone.mutate(values),
    invalidates: trpc.admin.shipping.list.pathKey(),
    done: (saved) => `Saved the zone ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <FormField form={form} name="name" label="Name" required />
      <FormField
        form={form}
        name="countries"
        label="Countries"
        required
        hint="Two-letter ISO codes, separated by commas or spaces, e.g. GB, IE. A country can be in one zone only."
      />
      <FormField
        form={form}
        name="position"
        label="Position"
        inputMode="numeric"
        hint="Smaller comes first."
      />
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
