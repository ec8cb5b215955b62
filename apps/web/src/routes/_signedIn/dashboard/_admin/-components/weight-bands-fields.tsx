import type { ShippingMethodCreateInput } from '@partsmith/contracts';
import { WEIGHT_BANDS_MAX } from '@partsmith/contracts';
import { useFieldArray } from 'react-hook-form';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';

/** A weight method's bands, lightest first: up to how many grams, and the price. */
export function WeightBandsFields({ form }: { form: ZodForm<ShippingMethodCreateInput> }) {
  const bands = useFieldArray({ control: form.control, name: 'weightBands' });
  const error = form.formState.errors.weightBands;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-graphite-800">Weight bands</legend>
      <p className="text-sm text-graphite-600">
        The first band whose weight holds the order prices it; heavier orders than the last band cannot use
        this method.
      </p>
      {bands.fields.map((band, index) => (
        <fieldset key={band.id} className="space-y-3 rounded-md border border-graphite-200 p-3">
          <legend className="px-1 text-sm font-medium text-graphite-800">Band {index + 1}</legend>
          <div className="grid grid-cols-2 items-start gap-3">
            <FormField
              form={form}
              name={`weightBands.${index}.upToGrams`}
              label="Up to (g)"
              inputMode="numeric"
            />
            <FormField
              form={form}
              name={`weightBands.${index}.price`}
              label="Price ($)"
              inputMode="decimal"
            />
          </div>
          {bands.fields.length > 1 && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove band ${index + 1}`}
              onClick={() => bands.remove(index)}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <FormError message={error?.message ?? error?.root?.message} />
      {bands.fields.length < WEIGHT_BANDS_MAX && (
        <Button variant="secondary" size="sm" onClick={() => bands.append({ upToGrams: '', price: '' })}>
          Add band
        </Button>
      )}
    </fieldset>
  );
}
