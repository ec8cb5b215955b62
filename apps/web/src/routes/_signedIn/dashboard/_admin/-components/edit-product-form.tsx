import { centsToDollars, type Product } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import { StockAndPriceFields, ZStockAndPrice } from './stock-and-price-fields';

interface EditProductFormProps {
  product: Product;
  onDone: () => void;
}

export function EditProductForm({ product, onDone }: EditProductFormProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const form = useZodForm(ZStockAndPrice, {
    quantity: String(product.quantity),
    minimumOrderQuantity: String(product.minimumOrderQuantity),
    price: centsToDollars(product.priceCents).toFixed(2),
  });
  const update = useMutation(
    trpc.admin.products.update.mutationOptions({
      onSuccess: async () => {
        toast.success(`${product.name} updated`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => update.mutate({ id: product.id, ...values }))}
      className="space-y-4"
    >
      <StockAndPriceFields form={form} className="space-y-4" />
      <FormServerError form={form} />
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
