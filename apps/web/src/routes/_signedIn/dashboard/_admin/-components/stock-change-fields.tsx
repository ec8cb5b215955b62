import { parseOrderQuantity } from '@partsmith/contracts';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import type { EditProductForm, StockChange } from './edit-product-schema';

const WAYS: { value: StockChange; label: string }[] = [
  { value: 'add', label: 'Add to stock' },
  { value: 'set', label: 'Set stock to' },
];

/** What the stock becomes on saving: null while the amount is not a whole number yet. */
export function stockAfter(values: Partial<EditProductForm>, inStock: number): number | null {
  if (values.stockChange === 'set') return parseOrderQuantity(values.quantity);
  const added = parseOrderQuantity(values.stockChange === 'add' ? values.addQuantity : undefined);
  return added === null ? null : inStock + added;
}

/**
 * Restocking: add what arrived (the default, so two admins booking deliveries at once both count) or set the
 * stock after a count; the field below says which, and what the stock will be.
 */
export function StockChangeFields({
  form,
  inStock,
  after,
}: {
  form: ZodForm<EditProductForm>;
  inStock: number;
  /** `stockAfter` the form's values. */
  after: number | null;
}) {
  const hint = `${inStock} in stock now${after === null ? '' : `, ${after} after saving`}.`;
  const amount = { type: 'number', min: 0, step: 1, inputMode: 'numeric', required: true, hint } as const;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-graphite-800">Stock</legend>
      <div className="grid grid-cols-2 gap-2">
        {WAYS.map(({ value, label }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-graphite-300 px-3 py-2 text-sm font-medium text-graphite-800 has-checked:border-accent-700 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              value={value}
              className="accent-accent-700"
              {...form.register('stockChange')}
            />
            {label}
          </label>
        ))}
      </div>
      {form.watch('stockChange') === 'set' ? (
        <FormField key="set" form={form} name="quantity" label="Quantity in stock" {...amount} />
      ) : (
        <FormField key="add" form={form} name="addQuantity" label="Quantity to add" {...amount} />
      )}
    </fieldset>
  );
}
