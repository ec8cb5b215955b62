import type { PaymentIntentAnswer } from '@partsmith/contracts';

/** What both card forms (Stripe Elements and test mode) get from the payment panel. */
export interface CardFormProps {
  intent: PaymentIntentAnswer;
  /** Sent to the provider as billing details (spec §4: the customer's name and email). */
  billing: { name: string; email: string };
  /** The provider says the payment succeeded; the shop still has to record it. */
  onSucceeded: (paymentIntentId: string) => void;
  /** While the shop records a succeeded payment: the Pay button keeps spinning. */
  recording: boolean;
}
