import type { Product, ProductUpdateInput } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import { ImageUploadError, uploadImage } from '../../../../../lib/upload-image';
import { useAppContext } from '../../../../../lib/use-app-context';
import type { EditProductForm } from './edit-product-schema';
import { showPartNumberTaken } from './show-part-number-taken';

/** The change to send: the stock the chosen way only, and a picture only when a new one was chosen. */
function toUpdate(id: string, values: EditProductForm): ProductUpdateInput {
  const { name, description, minimumOrderQuantity, price } = values;
  const { partNumber, weightGrams, packSize, maximumPerOrder, priceBreaks } = values;
  const rules = { partNumber, weightGrams, packSize, maximumPerOrder, priceBreaks };
  const stock =
    values.stockChange === 'add' ? { addQuantity: values.addQuantity } : { quantity: values.quantity };
  return { id, name, description, minimumOrderQuantity, price, ...rules, ...stock };
}

/**
 * Saves Edit: a new picture is uploaded first (as Add Product does) and the product changed only if that
 * succeeded. A refused upload shows under the picture, any other refusal under its field or the form.
 */
export function useEditProduct(form: ZodForm<EditProductForm>, product: Product, onDone: () => void) {
  const { trpc, trpcClient } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: EditProductForm) => {
      const file = values.image instanceof FileList ? values.image[0] : undefined;
      const imageId = file ? await uploadImage(file) : undefined;
      const update = toUpdate(product.id, values);
      return trpcClient.admin.products.update.mutate(imageId ? { ...update, imageId } : update);
    },
    onSuccess: async (updated) => {
      toast.success(`${updated.name} updated`);
      onDone();
      // The storefront's cards and product pages read the same catalogue.
      await queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
    },
    onError: (error) => {
      if (error instanceof ImageUploadError)
        form.setError('image', { message: error.message }, { shouldFocus: true });
      else if (!showPartNumberTaken(form, error)) showServerError(form, error);
    },
  });
}
