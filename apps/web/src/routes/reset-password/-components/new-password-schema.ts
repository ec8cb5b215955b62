import { ZPassword } from '@partsmith/contracts';
import { z } from 'zod';

const PASSWORDS_DIFFER = 'The two passwords do not match';

/** The new password, typed twice so a typo cannot lock the shopper out again. */
export const ZNewPassword = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { error: PASSWORDS_DIFFER, path: ['confirm'] });
