import { MESSAGES, ZEmail } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage } from '../lib/error-message';
import { FormField } from '../lib/forms/form-field';
import { showServerFieldErrors } from '../lib/forms/show-server-error';
import { useZodForm } from '../lib/forms/use-zod-form';
import { useAppContext } from '../lib/use-app-context';
import { Button } from './ui/button';

const ZVisitorAlert = z.object({ email: ZEmail });

/** A visitor's "Email me when it is back": an address, confirmed from the mail it gets (decision 0058). */
export function VisitorAlert({ productId }: { productId: string }) {
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
