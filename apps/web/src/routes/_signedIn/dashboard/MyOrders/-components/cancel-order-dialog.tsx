import { formatCents, MESSAGES, type Order, orderContents } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { refreshOrders } from '../../../../../lib/refresh-orders';
import { refreshStock } from '../../../../../lib/refresh-stock';
import { useAppContext } from '../../../../../lib/use-app-context';

interface CancelOrderDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
}

/** The spec's confirm ('Are you sure cancel this order ?', No / Cancel); cancelling puts the parts back in stock. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.orders.cancel.mutationOptions({
      onSuccess: async ({ order: cancelled }) => {
        // The spec's toast for a call that reads deletedCount, as the original cancel did.
        toast.success(MESSAGES.deleted);
        onClose();
        await Promise.all([
          refreshOrders(queryClient, trpc, cancelled.id),
          ...cancelled.lines.map((line) => refreshStock(queryClient, trpc, line.productId)),
        ]);
      },
      // Refused (paid meanwhile, or already gone): say why and show the list as it is now.
      onError: async (error, { id }) => {
        toast.error(errorMessage(error));
        onClose();
        await refreshOrders(queryClient, trpc, id);
      },
    }),
  );
  // The dialog keeps showing its order while it fades out after closing.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);

  return (
    <ConfirmDialog
      open={order !== null}
      title={MESSAGES.confirmCancelOrder}
      message={shown && `${orderContents(shown)} (${formatCents(shown.totalCents)}) goes back to stock.`}
      cancelLabel="No"
      confirmLabel="Cancel"
      pending={cancel.isPending}
      onCancel={onClose}
      onConfirm={() => order && cancel.mutate({ id: order.id })}
    />
  );
}
