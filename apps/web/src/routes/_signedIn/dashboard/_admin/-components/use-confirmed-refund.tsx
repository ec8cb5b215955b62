import { formatCents, MESSAGES, type Order } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { useTrpc } from '../../../../../lib/use-trpc';

/**
 * All Orders' Refund: asks first, naming the order (the money goes back to the customer's card, which cannot be
 * undone), then refunds it and says 'Order refunded'. Returns `ask(order)` for the row's button and the dialog.
 */
export function useConfirmedRefund() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<Order>();
  const { target } = dialogTarget;
  // The order's parts go back into stock.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.orders.all.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    ]);
  const refund = useMutation(
    trpc.orders.refund.mutationOptions({
      onSuccess: async () => {
        toast.success(MESSAGES.orderRefunded);
        dialogTarget.close();
        await refresh();
      },
      // Refused (shipped meanwhile) or the provider failed: say why and show the list as it is now.
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
      title={MESSAGES.confirmRefundOrder}
      message={
        target &&
        `${target.quantity} × ${target.productName} for ${target.customer.name} (${target.customer.email}): ` +
          `${formatCents(target.totalCents)} goes back to their card and the parts back to stock.`
      }
      confirmLabel="Refund"
      cancelLabel="Close"
      pending={refund.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && refund.mutate({ id: target.id })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
