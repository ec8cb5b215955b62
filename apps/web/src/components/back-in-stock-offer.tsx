import { MESSAGES, type Product, ZEmail } from '@partsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage } from '../lib/error-message';
import { FormField } from '../lib/forms/form-field';
import { showServerFieldErrors } from '../lib/forms/show-server-error';
import { useZodForm } from '../lib/forms/use-zod-form';
import { useAppContext } from '../lib/use-app-context';
import { useMe } from '../lib/use-me';
import { Button } from './ui/button';

const ZVisitorAlert = z.object({ email: ZEmail });

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
      {me ? <BuyerAlert productId={part.id} /> : <VisitorAlert productId={part.id} />}
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

function VisitorAlert({ productId }: { productId: string }) {
  const { trpc } = useAppContext();
  const [sent, setSent] = useState(false);
  const form = useZodForm(ZVisitorAlert, { email: '' });
  const subscribe = useMutation(
    trpc.stockAlerts.subscribe.mutationOptions({
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) toast.error(errorMessage(error));
      },
    }),
  );
  if (sent)
    return (
      <p role="status" className="text-graphite-800">
        {MESSAGES.stockAlertCheckEmail}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => subscribe.mutate({ productId, email }))}
      className="space-y-3"
    >
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" loading={subscribe.isPending}>
        {MESSAGES.stockAlertOffer}
      </Button>
    </form>
  );
}
