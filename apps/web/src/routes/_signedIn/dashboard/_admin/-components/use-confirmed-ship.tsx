import { formatCents, MESSAGES, type Order } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { useTrpc } from '../../../../../lib/use-trpc';

/**
 * All Orders' Mark shipped: asks first, naming the order (shipping cannot be undone), then ships it and says
 * 'Product Shipped' (spec §8). Returns `ask(order)` for the row's button and the dialog to render.
 */
export function useConfirmedShip() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<Order>();
  const { target } = dialogTarget;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.orders.all.pathKey() });
  const ship = useMutation(
    trpc.orders.ship.mutationOptions({
      onSuccess: async () => {
        toast.success(MESSAGES.shipped);
        dialogTarget.close();
        await refresh();
      },
      // Refused (refunded or deleted meanwhile): say why and show the list as it is now.
      onError: async (error) => {
        toast.error(errorMessage(error));
        dialogTarget.close();
        await refresh();
      },
    }),
  );

  const dialog = (
    <ConfirmDialog
      open={dialogTarget.open}
      title="Mark this order shipped?"
      message={
        target &&
        `${target.quantity} × ${target.productName} for ${target.customer.name} (${target.customer.email}), ` +
          `${formatCents(target.totalCents)} paid. The customer sees it shipped in My Orders.`
      }
      confirmLabel="Mark shipped"
      cancelLabel="Not yet"
      tone="primary"
      pending={ship.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && ship.mutate({ id: target.id })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
