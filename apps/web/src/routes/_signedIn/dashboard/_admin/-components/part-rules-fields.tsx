import type { FieldValues } from 'react-hook-form';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import type { PartRulesValues } from './part-rules-values';
import { PriceBreaksEditor } from './price-breaks-editor';

/** The part number field: on Add, blank lets the shop number the part; on Edit, blank keeps the number it has. */
export function PartNumberField<Values extends FieldValues & PartRulesValues>({
  form,
  blank,
}: {
  form: ZodForm<Values>;
  blank: string;
}) {
  const rules = form as unknown as ZodForm<PartRulesValues>;
  return (
    <FormField
      form={rules}
      name="partNumber"
      label="Part number"
      autoComplete="off"
      spellCheck={false}
      hint={`${blank} Letters, digits and - . / _ only.`}
    />
  );
}

const WHOLE = { type: 'number', step: 1, inputMode: 'numeric' } as const;

/**
 * Pack size, maximum per order and weight, then the quantity breaks; the page places the part number and the
 * minimum (the rules between them show under the field they concern).
 */
export function PartRulesFields<Values extends FieldValues & PartRulesValues>({
  form,
}: {
  form: ZodForm<Values>;
}) {
  // Every `Values` has these fields; TypeScript cannot see a generic's paths.
  const rules = form as unknown as ZodForm<PartRulesValues>;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          form={rules}
          name="packSize"
          label="Pack size"
          min={1}
          hint="Sold in packs of this many units."
          {...WHOLE}
        />
        <FormField
          form={rules}
          name="maximumPerOrder"
          label="Maximum per order"
          min={1}
          hint="Blank: no limit but the stock."
          {...WHOLE}
        />
        <FormField form={rules} name="weightGrams" label="Weight per unit (g)" min={0} {...WHOLE} />
      </div>
      <PriceBreaksEditor form={rules} />
    </>
  );
}
