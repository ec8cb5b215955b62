import { MESSAGES, type Order } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { errorMessage } from '../../../../../lib/error-message';
import { rememberOrderAgain } from '../../../../../lib/order-again-notice';
import { useAppContext } from '../../../../../lib/use-app-context';

/** Every line of the order into the cart in one step, then the cart, which says what changed (issue 23). */
export function OrderAgainButton({ order, size }: { order: Order; size?: 'sm' }) {
  const { trpc, queryClient } = useAppContext();
  const navigate = useNavigate();
  const orderAgain = useMutation(
    trpc.cart.orderAgain.mutationOptions({
      onSuccess: async (answer) => {
        rememberOrderAgain(queryClient, answer);
        await queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
        toast.success(MESSAGES.orderAgainAdded);
        await navigate({ to: '/cart' });
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <Button
      variant="secondary"
      size={size}
      loading={orderAgain.isPending}
      onClick={() => orderAgain.mutate({ orderId: order.id })}
    >
      Order again
    </Button>
  );
}
