import { formatCents } from '@partsmith/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '../../../../../components/form-error';
import { Button } from '../../../../../components/ui/button';
import type { CardFormProps } from './card-form-props';

const UNKNOWN_FAILURE = 'The payment did not go through. Please try again.';

/** One Stripe.js per key for the page's life (Elements must keep the same instance); null when it cannot load. */
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey).catch(() => null);
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** Stripe Elements' card input, loaded only by this lazy chunk and only when the server has a publishable key. */
export function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const stripe = stripeFor(props.publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current) setUnavailable(loaded === null);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) return <FormError message="The card form could not load. Please reload the page." />;
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}

/** Spec §4: create the card payment method, then confirm the intent with it and the customer's billing details. */
function CardForm({ intent, billing, onSucceeded, recording }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setPaying(true);
    setProblem(null);
    try {
      const method = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
      if (method.error) {
        setProblem(method.error.message ?? UNKNOWN_FAILURE);
        return;
      }
      const result = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: method.paymentMethod.id,
      });
      if (result.error) setProblem(result.error.message ?? UNKNOWN_FAILURE);
      else if (result.paymentIntent.status === 'succeeded') onSucceeded(result.paymentIntent.id);
      else setProblem(UNKNOWN_FAILURE);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-graphite-800">Card details</legend>
        <div className="rounded-md border border-graphite-300 bg-white px-3 py-3">
          <CardElement options={{ style: { base: { fontSize: '16px', color: '#1c1f24' } } }} />
        </div>
      </fieldset>
      <FormError message={problem} />
      <Button type="submit" size="lg" disabled={!stripe || !elements} loading={paying || recording}>
        Pay {formatCents(intent.amountCents)}
      </Button>
    </form>
  );
}
