import { type CategoryFields, MESSAGES } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../../lib/error-message';
import { showServerFieldErrors } from '../../../../../lib/forms/show-server-error';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import { ImageUploadError, uploadImage } from '../../../../../lib/upload-image';
import { useAppContext } from '../../../../../lib/use-app-context';
import type { AddProductForm } from './add-product-schema';
import { isBelowMinimum } from './is-below-minimum';
import { showPartNumberTaken } from './show-part-number-taken';
import { attributesOf, specificationsFromForm } from './specification-form-values';

/**
 * Spec §4: upload the image first, and create the product only if the upload succeeded. A refused upload says
 * why (the spec's original showed nothing); a refused product says 'Failed to add Product!' and the reason, and
 * empties the form, the chosen file included, once added.
 */
export function useAddProduct(form: ZodForm<AddProductForm>, categories: CategoryFields) {
  const { trpc, trpcClient } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, categoryId, specifications, ...fields }: AddProductForm) => {
      const file = image instanceof FileList ? image[0] : undefined;
      if (!file) throw new ImageUploadError(MESSAGES.productImageRequired);
      const imageId = await uploadImage(file);
      const values = specificationsFromForm(attributesOf(categories, categoryId), specifications);
      return trpcClient.admin.products.create.mutate({
        ...fields,
        imageId,
        categoryId,
        specifications: values,
      });
    },
    onSuccess: async (_created, added) => {
      // Added all the same, but the shop shows it out of stock: said once more, as the form empties.
      const below = isBelowMinimum(added.quantity, added.minimumOrderQuantity);
      toast.success(MESSAGES.productAdded, below ? { description: MESSAGES.productBelowMinimum } : {});
      // No values: react-hook-form then resets the <form> itself, the only way a chosen file is let go of.
      form.reset();
      // The home page's newest parts and the product list both include it now; its choices are suggestions now.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.products.categoryFields.queryKey() }),
      ]);
    },
    onError: (error) => {
      // A rule the server applies to one field goes under it; the spec's toast still says the product failed.
      if (!showServerFieldErrors(form, error)) showPartNumberTaken(form, error);
      if (error instanceof ImageUploadError) toast.error(error.message);
      else toast.error(MESSAGES.productFailed, { description: errorMessage(error) });
    },
  });
}
