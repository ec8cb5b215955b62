import { type TaxRate, type TaxRateCreateInput, ZTaxRateCreateInput } from '@partsmith/contracts';
import { FormCheckbox } from '../../../../../lib/forms/form-checkbox';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { FormButtons } from './form-buttons';
import { useSavingForm } from './use-saving-form';

/** Add a tax rate, or edit one (`rate`): where it applies, its name, the percentage, and whether shipping pays it. */
export function TaxRateForm({ rate, onDone }: { rate: TaxRate | null; onDone: () => void }) {
  const { trpc, trpcClient } = useAppContext();
  const form = useZodForm(ZTaxRateCreateInput, {
    country: rate?.country ?? '',
    region: rate?.region ?? '',
    name: rate?.name ?? '',
    rate: rate ? String(rate.rateBasisPoints / 100) : '',
    appliesToShipping: rate?.appliesToShipping ?? false,
  });
  const save = useSavingForm({
    form,
    save: (values: TaxRateCreateInput) =>
      rate
        ? trpcClient.admin.tax.update.mutate({ ...values, id: rate.id })
        : trpcClient.admin.tax.create.mutate(values),
    invalidates: trpc.admin.tax.list.pathKey(),
    done: (saved) => `Saved the rate ${saved.name}`,
    onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="country" label="Country" required hint="Two-letter ISO code, e.g. GB" />
        <FormField
          form={form}
          name="region"
          label="Region"
          hint="A state or province; blank: the whole country"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label="Name" required hint="As invoices show it, e.g. VAT" />
        <FormField form={form} name="rate" label="Rate (%)" inputMode="decimal" required />
      </div>
      <FormCheckbox form={form} name="appliesToShipping" label="Charged on shipping too" />
      <FormServerError form={form} />
      <FormButtons onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
