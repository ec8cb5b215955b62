import { formatCents } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { errorMessage } from '../../../../../lib/error-message';
import { useTrpc } from '../../../../../lib/use-trpc';
import type { CardFormProps } from './card-form-props';
import { parseExpiry } from './parse-expiry';

/** Stripe's wording, as Elements would show it, for what the server cannot judge without a date. */
const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";

/**
 * Test mode's card form (no Stripe key configured): the server plays Stripe, with Stripe's test cards and
 * messages. Plainly labelled, so nobody takes it for a real checkout.
 */
export function TestCardForm({ intent, billing, onSucceeded, recording }: CardFormProps) {
  const trpc = useTrpc();
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useMutation(
    trpc.payments.payWithTestCard.mutationOptions({
      onSuccess: (answer) => {
        if (answer.status === 'succeeded') onSucceeded(answer.id);
        else setProblem(`The payment did not go through (${answer.status}). Please try again.`);
      },
      onError: (error) => setProblem(errorMessage(error)),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const expiry = parseExpiry(text('expiry'));
    if (!expiry) {
      setProblem(EXPIRY_INCOMPLETE);
      return;
    }
    setProblem(null);
    const card = { number: text('number'), exp_month: expiry.month, exp_year: expiry.year, cvc: text('cvc') };
    pay.mutate({ paymentIntentId: intent.paymentIntentId, card, billing_details: billing });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="rounded-md border border-accent-500/40 bg-accent-50 px-3 py-2 text-sm text-graphite-800">
        Test mode — no real card is charged; use 4242 4242 4242 4242
      </p>
      <Field
        label="Card number"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" name="expiry" autoComplete="cc-exp" placeholder="MM/YY" required />
        <Field
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
        />
      </div>
      <FormError message={problem} />
      <Button type="submit" size="lg" loading={pay.isPending || recording}>
        Pay {formatCents(intent.amountCents)}
      </Button>
    </form>
  );
}
