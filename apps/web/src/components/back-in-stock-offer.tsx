import { MESSAGES, type Product } from '@partsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/error-message';
import { lazyComponent } from '../lib/lazy-component';
import { useAppContext } from '../lib/use-app-context';
import { useMe } from '../lib/use-me';
import { ChunkBoundary } from './query-error';
import { Button } from './ui/button';

/**
 * The visitor's form (zod, react-hook-form) is its own chunk: the product and purchase pages open without it, and
 * only an out-of-stock part seen signed out asks for it.
 */
const VisitorAlert = lazyComponent(() =>
  import('./back-in-stock-visitor-form').then((module) => module.VisitorAlert),
);

/**
 * "Email me when it is back" under an out-of-stock part (decision 0058): a signed-in buyer subscribes and cancels
 * in one click; a visitor gives an address and is told to confirm it from the mail.
 */
export function BackInStockOffer({ part }: { part: Pick<Product, 'id' | 'quantity'> }) {
  const { data: me } = useMe();
  if (part.quantity > 0 || me === undefined) return null;
  return (
    <section aria-labelledby="back-in-stock" className="space-y-3 rounded-md border border-graphite-200 p-5">
      <h2 id="back-in-stock" className="text-lg font-semibold text-graphite-900">
        {MESSAGES.stockAlertOffer}
      </h2>
      {me ? (
        <BuyerAlert productId={part.id} />
      ) : (
        <ChunkBoundary what="email form">
          {/* The form's height (a field and a button) holds its place, so the page below does not move. */}
          <Suspense fallback={<div className="h-30" />}>
            <VisitorAlert productId={part.id} />
          </Suspense>
        </ChunkBoundary>
      )}
    </section>
  );
}

function BuyerAlert({ productId }: { productId: string }) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const stateOptions = trpc.stockAlerts.state.queryOptions({ productId });
  const { data: state } = useQuery(stateOptions);
  const settle = {
    onSuccess: (next: { subscribed: boolean }) => queryClient.setQueryData(stateOptions.queryKey, next),
    onError: (error: unknown) => toast.error(errorMessage(error)),
  };
  const subscribe = useMutation(
    trpc.stockAlerts.subscribe.mutationOptions({
      ...settle,
      onSuccess: () => settle.onSuccess({ subscribed: true }),
    }),
  );
  const cancel = useMutation(trpc.stockAlerts.cancel.mutationOptions(settle));
  if (!state) return null;
  return state.subscribed ? (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-graphite-800">
        {MESSAGES.stockAlertSubscribed}
      </p>
      <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate({ productId })}>
        Cancel
      </Button>
    </div>
  ) : (
    <Button loading={subscribe.isPending} onClick={() => subscribe.mutate({ productId })}>
      {MESSAGES.stockAlertOffer}
    </Button>
  );
}
