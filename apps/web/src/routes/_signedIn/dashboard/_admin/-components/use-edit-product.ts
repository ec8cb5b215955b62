import type { CategoryFields, Product, ProductUpdateInput } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import { ImageUploadError, uploadImage } from '../../../../../lib/upload-image';
import { useAppContext } from '../../../../../lib/use-app-context';
import type { EditProductForm } from './edit-product-schema';
import { showPartNumberTaken } from './show-part-number-taken';
import { attributesOf, specificationsFromForm } from './specification-form-values';

/**
 * The change to send: the stock the chosen way only, a picture only when a new one was chosen, and the category
 * with the whole specification (the server replaces the part's values with it) once a category is chosen.
 */
function toUpdate(id: string, values: EditProductForm, categories: CategoryFields): ProductUpdateInput {
  const { name, description, minimumOrderQuantity, price, categoryId } = values;
  const { partNumber, weightGrams, packSize, maximumPerOrder, priceBreaks } = values;
  const rules = { partNumber, weightGrams, packSize, maximumPerOrder, priceBreaks };
  const stock =
    values.stockChange === 'add' ? { addQuantity: values.addQuantity } : { quantity: values.quantity };
  const specification =
    categoryId === ''
      ? {}
      : {
          categoryId,
          specifications: specificationsFromForm(attributesOf(categories, categoryId), values.specifications),
        };
  return { id, name, description, minimumOrderQuantity, price, ...rules, ...stock, ...specification };
}

/**
 * Saves Edit: a new picture is uploaded first (as Add Product does) and the product changed only if that
 * succeeded. A refused upload shows under the picture, any other refusal under its field or the form.
 */
export function useEditProduct({
  form,
  product,
  categories,
  onDone,
}: {
  form: ZodForm<EditProductForm>;
  product: Product;
  categories: CategoryFields;
  onDone: () => void;
}) {
  const { trpc, trpcClient } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: EditProductForm) => {
      const file = values.image instanceof FileList ? values.image[0] : undefined;
      const imageId = file ? await uploadImage(file) : undefined;
      const update = toUpdate(product.id, values, categories);
      return trpcClient.admin.products.update.mutate(imageId ? { ...update, imageId } : update);
    },
    onSuccess: async (updated) => {
      toast.success(`${updated.name} updated`);
      onDone();
      // The storefront's cards and product pages read the same catalogue; the form's choices and values changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.products.pathKey() }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ImageUploadError)
        form.setError('image', { message: error.message }, { shouldFocus: true });
      else if (!showPartNumberTaken(form, error)) showServerError(form, error);
    },
  });
}
