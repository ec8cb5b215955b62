import { PRICE_BREAKS_MAX } from '@partsmith/contracts';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../../components/ui/button';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import type { PartRulesValues } from './part-rules-values';

/**
 * Quantity breaks as rows of "from N units" and "price each", added and removed one at a time (at most
 * PRICE_BREAKS_MAX). A fault of the whole ladder (a break that costs no less than the one before…) shows under it.
 */
export function PriceBreaksEditor({ form }: { form: ZodForm<PartRulesValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'priceBreaks' });
  const error = form.formState.errors.priceBreaks;
  const ladderError = error?.root?.message ?? error?.message;
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-graphite-800">Quantity breaks</legend>
      <p id={hintId} className="text-sm text-graphite-600">
        Cheaper per unit from a quantity on; fewer units pay the price per unit above.
      </p>
      {fields.map((row, index) => (
        <fieldset key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
          <legend className="sr-only">Break {index + 1}</legend>
          <FormField
            form={form}
            name={`priceBreaks.${index}.minimumQuantity`}
            label="From (units)"
            type="number"
            min={2}
            step={1}
            inputMode="numeric"
            required
          />
          <FormField
            form={form}
            name={`priceBreaks.${index}.price`}
            label="Price each ($)"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            required
          />
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            aria-label={`Remove break ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {ladderError && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {ladderError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= PRICE_BREAKS_MAX}
        onClick={() => append({ minimumQuantity: '', price: '' })}
      >
        Add a break
      </Button>
    </fieldset>
  );
}
