import { type Cart, type CartLine, formatCents, orderableRange, quantityRulesOf } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PartImage } from '../../../components/part-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toastErrorLazily } from '../../../lib/toast-error-lazily';
import { useAppContext } from '../../../lib/use-app-context';
import { LineNotices } from './line-notices';

/** One line: the part, today's unit price at its quantity, a quantity that only offers what can be ordered. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { trpc, queryClient } = useAppContext();
  const rules = quantityRulesOf({ ...line, quantity: line.stock });
  const orderable = !line.removed && orderableRange(rules) !== null;
  const changed = {
    onSuccess: (cart: Cart) => {
      queryClient.setQueryData(trpc.cart.view.queryKey(), cart);
      queryClient.setQueryData(trpc.cart.count.queryKey(), { itemCount: cart.itemCount });
    },
    onError: (error: unknown) => {
      toastErrorLazily(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
    },
  };
  const setQuantity = useMutation(trpc.cart.setQuantity.mutationOptions(changed));
  const remove = useMutation(trpc.cart.remove.mutationOptions(changed));
  const busy = setQuantity.isPending || remove.isPending;

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 p-4 sm:grid-cols-[6rem_1fr_auto]" aria-label={line.name}>
      <PartImage
        src={line.imageUrl}
        srcSet={line.imageSrcSet}
        sizes="96px"
        name={line.name}
        width={96}
        height={72}
        decorative
        className="aspect-[4/3] w-full rounded"
      />
      <div className="min-w-0 space-y-2">
        <h2 className="font-semibold text-graphite-900">
          {line.removed ? (
            line.name
          ) : (
            <Link to="/parts/$id" params={{ id: line.productId }} className="hover:underline">
              {line.name}
            </Link>
          )}
        </h2>
        <p className="text-sm text-graphite-600">
          Part no. <span className="font-mono">{line.partNumber}</span> · {formatCents(line.unitPriceCents)}{' '}
          each
        </p>
        <LineNotices line={line} />
        {orderable && (
          <QuantityStepper
            label={`Quantity of ${line.name}`}
            rules={rules}
            value={line.quantity}
            disabled={busy}
            onChange={(quantity) => setQuantity.mutate({ productId: line.productId, quantity })}
          />
        )}
      </div>
      <div className="col-span-2 flex flex-row flex-wrap items-center gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <p className="text-lg font-bold text-graphite-900">
          <span className="sr-only">Line total: </span>
          {formatCents(line.lineTotalCents)}
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          disabled={busy}
          aria-label={`Remove ${line.name}`}
          onClick={() => remove.mutate({ productId: line.productId })}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
