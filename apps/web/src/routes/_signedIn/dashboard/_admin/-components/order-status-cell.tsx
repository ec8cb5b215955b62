import { MESSAGES, type Order } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { errorMessage } from '../../../../../lib/error-message';
import { useTrpc } from '../../../../../lib/use-trpc';

const MARKER = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';

interface OrderStatusCellProps {
  order: Order;
  /** Opens the page's delete confirmation for this order. */
  onDelete: (order: Order) => void;
}

/**
 * Spec §2: unpaid orders show 'unpaid' and can be deleted; paid ones a button labelled with their status
 * ('pending') that ships them; shipped and cancelled ones just say so.
 */
export function OrderStatusCell({ order, onDelete }: OrderStatusCellProps) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const ship = useMutation(
    trpc.orders.ship.mutationOptions({
      onSuccess: async () => {
        toast.success(MESSAGES.shipped);
        await queryClient.invalidateQueries({ queryKey: trpc.orders.all.pathKey() });
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  const what = `${order.productName} for ${order.customer.email}`;

  switch (order.status) {
    case 'unpaid':
      return (
        <div className="flex items-center gap-2">
          <span className={`${MARKER} bg-accent-100 text-accent-900`}>unpaid</span>
          <Button
            variant="danger"
            size="sm"
            aria-label={`Delete order: ${what}`}
            onClick={() => onDelete(order)}
          >
            Delete
          </Button>
        </div>
      );
    case 'paid':
      return (
        <Button
          size="sm"
          aria-label={`pending: mark ${what} shipped`}
          loading={ship.isPending}
          onClick={() => ship.mutate({ id: order.id })}
        >
          pending
        </Button>
      );
    case 'shipped':
      return <span className={`${MARKER} bg-graphite-800 text-white`}>shipped</span>;
    case 'cancelled':
      return <span className={`${MARKER} bg-graphite-100 text-graphite-700`}>cancelled</span>;
  }
}
