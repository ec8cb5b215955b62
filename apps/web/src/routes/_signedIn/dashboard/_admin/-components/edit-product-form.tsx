import { zodResolver } from '@hookform/resolvers/zod';
import { centsToDollars, type Product, ZProductCreateInput } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { errorMessage } from '../../../../../lib/error-message';
import { useTrpc } from '../../../../../lib/use-trpc';

/** Restocking and repricing: the add form's rules for these three fields. */
const ZStockAndPrice = ZProductCreateInput.pick({ quantity: true, minimumOrderQuantity: true, price: true });
type StockAndPrice = z.input<typeof ZStockAndPrice>;

interface EditProductFormProps {
  product: Product;
  onDone: () => void;
}

export function EditProductForm({ product, onDone }: EditProductFormProps) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const form = useForm<StockAndPrice>({
    // `raw`: the price goes to the server in dollars, as typed; it parses it into cents.
    resolver: zodResolver(ZStockAndPrice, undefined, { raw: true }),
    defaultValues: {
      quantity: String(product.quantity),
      minimumOrderQuantity: String(product.minimumOrderQuantity),
      price: centsToDollars(product.priceCents).toFixed(2),
    },
  });
  const update = useMutation(
    trpc.admin.products.update.mutationOptions({
      onSuccess: async () => {
        toast.success(`${product.name} updated`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
      },
    }),
  );
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => update.mutate({ id: product.id, ...values }))}
      className="space-y-4"
    >
      <Field
        label="Quantity in stock"
        type="number"
        min={0}
        step={1}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <Field
        label="Minimum order quantity"
        type="number"
        min={1}
        step={1}
        error={errors.minimumOrderQuantity?.message}
        {...form.register('minimumOrderQuantity')}
      />
      <Field
        label="Price per unit ($)"
        type="number"
        min={0.01}
        step={0.01}
        inputMode="decimal"
        error={errors.price?.message}
        {...form.register('price')}
      />
      <FormError message={update.error && errorMessage(update.error)} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
