import { ZProductCreateInput } from '@partsmith/contracts';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';

/** Restocking and repricing: the product's rules for the three fields Add Product and Edit share. */
export const ZStockAndPrice = ZProductCreateInput.pick({
  quantity: true,
  minimumOrderQuantity: true,
  price: true,
});
type StockAndPrice = z.input<typeof ZStockAndPrice>;

const FIELDS: { name: keyof StockAndPrice; label: string; min: number; step: number }[] = [
  { name: 'quantity', label: 'Quantity in stock', min: 0, step: 1 },
  { name: 'minimumOrderQuantity', label: 'Minimum order quantity', min: 1, step: 1 },
  { name: 'price', label: 'Price per unit ($)', min: 0.01, step: 0.01 },
];

/** The stock and price fields of any product form; the page lays them out (`className`). */
export function StockAndPriceFields<Values extends StockAndPrice>({
  form,
  className,
}: {
  form: ZodForm<Values>;
  className?: string;
}) {
  return (
    <div className={className}>
      {FIELDS.map(({ name, label, min, step }) => (
        <FormField
          key={name}
          form={form}
          // Every `Values` has these three fields; TypeScript cannot see a generic's paths.
          name={name as Path<Values>}
          label={label}
          type="number"
          min={min}
          step={step}
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          required
        />
      ))}
    </div>
  );
}
