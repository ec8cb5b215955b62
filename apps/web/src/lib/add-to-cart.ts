import { type Cart, type CartLineInput, MESSAGES } from '@partsmith/contracts';
import { toast } from 'sonner';
import { errorMessage } from './error-message';
import type { RouterContext } from './router-context';

/**
 * What an Add to cart press does, loaded at the press (the button is on every card of the home page, whose first
 * load has a budget): add, put the answered cart in the caches, and toast the outcome in the server's words.
 */
export async function addToCart(
  { trpcClient, queryClient, trpc }: RouterContext,
  { input, name, openCart }: { input: CartLineInput; name: string; openCart: () => void },
): Promise<void> {
  let cart: Cart;
  try {
    cart = await trpcClient.cart.add.mutate(input);
  } catch (error) {
    toast.error(errorMessage(error));
    return;
  }
  queryClient.setQueryData(trpc.cart.view.queryKey(), cart);
  queryClient.setQueryData(trpc.cart.count.queryKey(), { itemCount: cart.itemCount });
  toast.success(MESSAGES.cartAdded, {
    description: `${input.quantity} × ${name}`,
    action: { label: 'View cart', onClick: openCart },
  });
}
