import { formatCents } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../../../components/ui/button';
import { FormField } from '../../../../../lib/forms/form-field';
import { FormServerError } from '../../../../../lib/forms/form-server-error';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../../../lib/use-app-context';
import type { CardFormProps } from './card-form-props';
import { parseExpiry } from './parse-expiry';
import { ZTestCard } from './test-card-schema';

/**
 * Test mode's card form (no Stripe key configured): the server plays Stripe, with Stripe's test cards and
 * messages. Plainly labelled, so nobody takes it for a real checkout.
 */
export function TestCardForm({ intent, billing, onSucceeded, recording }: CardFormProps) {
  const { trpc } = useAppContext();
  const form = useZodForm(ZTestCard, { number: '', expiry: '', cvc: '' });
  const pay = useMutation(
    trpc.payments.payWithTestCard.mutationOptions({
      onSuccess: (answer) => {
        if (answer.status === 'succeeded') onSucceeded(answer.id);
        else {
          const message = `The payment did not go through (${answer.status}). Please try again.`;
          form.setError('root.server', { message });
        }
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const onSubmit = form.handleSubmit(({ number, expiry, cvc }) => {
    // The schema has checked that it parses.
    const { month, year } = parseExpiry(expiry) ?? { month: 0, year: 0 };
    const card = { number, exp_month: month, exp_year: year, cvc };
    pay.mutate({ paymentIntentId: intent.paymentIntentId, card, billing_details: billing });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="rounded-md border border-accent-500/40 bg-accent-50 px-3 py-2 text-sm text-graphite-800">
        Test mode — no real card is charged; use 4242 4242 4242 4242
      </p>
      <FormField
        form={form}
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          form={form}
          name="expiry"
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
        />
        <FormField
          form={form}
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
        />
      </div>
      <FormServerError form={form} />
      <Button type="submit" size="lg" loading={pay.isPending || recording}>
        Pay {formatCents(intent.amountCents)}
      </Button>
    </form>
  );
}
