import { z } from 'zod';
import { parseExpiry } from './parse-expiry';

/** Stripe's wording, as Elements would show it, for what the server cannot judge without a date. */
const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";

/** The test card form: the number and CVC are the server's to judge (as Stripe would); the expiry must parse. */
export const ZTestCard = z.object({
  number: z.string(),
  expiry: z.string().refine((text) => parseExpiry(text) !== null, EXPIRY_INCOMPLETE),
  cvc: z.string(),
});
