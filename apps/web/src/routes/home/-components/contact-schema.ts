import { MESSAGES } from '@partsmith/contracts';
import { z } from 'zod';

/** The spec's "simple email pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact form input (spec §5: email and message required). Moves to contracts when the server stores messages. */
export const ZContactMessage = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.contactEmailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid }),
  message: z.string().trim().min(1, { error: MESSAGES.contactMessageRequired }),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;
