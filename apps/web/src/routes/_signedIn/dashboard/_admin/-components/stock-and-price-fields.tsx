import type { ProductCreateInput } from '@partsmith/contracts';
import type { Path } from 'react-hook-form';
import { FormField } from '../../../../../lib/forms/form-field';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';

type StockAndPrice = Pick<ProductCreateInput, 'quantity' | 'minimumOrderQuantity' | 'price'>;
type StockAndPriceName = keyof StockAndPrice;

const FIELDS: { name: StockAndPriceName; label: string; min: number; step: number }[] = [
  { name: 'quantity', label: 'Quantity in stock', min: 0, step: 1 },
  { name: 'minimumOrderQuantity', label: 'Minimum order quantity', min: 1, step: 1 },
  { name: 'price', label: 'Price per unit ($)', min: 0.01, step: 0.01 },
];

/** The stock and price fields of any product form (all three, or `only` some); the page lays them out. */
export function StockAndPriceFields<Values extends Partial<StockAndPrice>>({
  form,
  only,
  className,
}: {
  form: ZodForm<Values>;
  only?: readonly StockAndPriceName[];
  className?: string;
}) {
  return (
    <div className={className}>
      {FIELDS.filter(({ name }) => !only || only.includes(name)).map(({ name, label, min, step }) => (
        <FormField
          key={name}
          form={form}
          // Every `Values` has the fields it shows; TypeScript cannot see a generic's paths.
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
