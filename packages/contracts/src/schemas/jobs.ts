import { z } from 'zod';
import { MESSAGES } from '../messages';
import { entityId } from './entity-id';
import { pageOf } from './pagination';

/** A job that used up its retries (a mail, a gateway call): what it was, when, how often it ran, why it failed. */
export const ZFailedJob = z.object({
  id: z.string(),
  /** The queue it ran in: 'mail' or 'payment-intent-cancel'. */
  name: z.string(),
  /** One line: e.g. 'Mail "Your order has shipped" to someone@example.com'. */
  about: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
});
export type FailedJob = z.infer<typeof ZFailedJob>;
export const ZFailedJobPage = pageOf(ZFailedJob);

export const ZFailedJobIdInput = z.object({ id: entityId(MESSAGES.failedJobNotFound) });
