import { MESSAGES } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../../lib/error-message';
import { ImageUploadError, uploadImage } from '../../../../../lib/upload-image';
import { useRouterContext } from '../../../../../lib/use-router-context';
import type { AddProductForm } from './add-product-schema';

/**
 * Spec §4: upload the image first, and create the product only if the upload succeeded. A refused upload says
 * why (the spec's original showed nothing); a refused product says 'Failed to add Product!' and the reason.
 */
export function useAddProduct({ onAdded }: { onAdded: () => void }) {
  const { trpc, trpcClient } = useRouterContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, ...fields }: AddProductForm) => {
      const file = image instanceof FileList ? image[0] : undefined;
      if (!file) throw new ImageUploadError(MESSAGES.productImageRequired);
      const imageId = await uploadImage(file);
      return trpcClient.admin.products.create.mutate({ ...fields, imageId });
    },
    onSuccess: async () => {
      toast.success(MESSAGES.productAdded);
      onAdded();
      // The home page's newest parts and the product list both include it now.
      await queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
    },
    onError: (error) => {
      if (error instanceof ImageUploadError) toast.error(error.message);
      else toast.error(MESSAGES.productFailed, { description: errorMessage(error) });
    },
  });
}
