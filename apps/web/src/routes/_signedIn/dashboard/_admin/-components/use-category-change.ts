import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../../lib/error-message';
import { useCategoryKeys } from './use-category-keys';

/**
 * A change made by one click (up, down): no dialog, so a refusal is a toast with the server's reason; the tree and
 * the shop's menu reload either way.
 */
export function useCategoryChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { list, refreshShop } = useCategoryKeys();
  return useMutation({
    mutationFn: change,
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: list }), refreshShop()]),
  });
}
