import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { USER_ROLES } from '../states';
import { textField } from './text-fields';

const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

/** Trimmed and lower-cased, so one mailbox is one account whatever its spelling. */
export const ZEmail = textField({ label: 'Email', required: MESSAGES.emailRequired, max: MAX_EMAIL_LENGTH })
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** Never trimmed: spaces are part of a password. */
export const ZPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.tooLong('Password', MAX_PASSWORD_LENGTH));

export const ZName = textField({ label: 'Name', required: MESSAGES.nameRequired, max: MAX_NAME_LENGTH });

/** No role field anywhere in here: a role is never taken from a request. */
export const ZRegisterInput = z.object({ name: ZName, email: ZEmail, password: ZPassword });
export type RegisterInput = z.infer<typeof ZRegisterInput>;

export const ZLoginInput = z.object({ email: ZEmail, password: ZPassword });
export type LoginInput = z.infer<typeof ZLoginInput>;

export const ZPasswordResetRequestInput = z.object({ email: ZEmail });
export type PasswordResetRequestInput = z.infer<typeof ZPasswordResetRequestInput>;

const ZResetToken = z
  .string({ error: MESSAGES.resetLinkInvalid })
  .trim()
  .min(1, MESSAGES.resetLinkInvalid)
  .max(200, MESSAGES.resetLinkInvalid);

export const ZPasswordResetInput = z.object({ token: ZResetToken, password: ZPassword });
export type PasswordResetInput = z.infer<typeof ZPasswordResetInput>;

const ZVerificationToken = z
  .string({ error: MESSAGES.verificationLinkInvalid })
  .trim()
  .min(1, MESSAGES.verificationLinkInvalid)
  .max(200, MESSAGES.verificationLinkInvalid);

/** The token of the mailed verification link (`/verify-email?token=…`). */
export const ZEmailVerificationInput = z.object({ token: ZVerificationToken });
export type EmailVerificationInput = z.infer<typeof ZEmailVerificationInput>;

/** A user addressed by email, as the legacy REST paths do. */
export const ZEmailTarget = z.object({ email: ZEmail });

export const ZUserRole = z.enum(USER_ROLES);

/** The signed-in user as every screen sees it. */
export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZUserRole,
});
export type User = z.infer<typeof ZUser>;

/** Sign-in answers carry the user only: the web app's session travels in an httpOnly cookie. */
export const ZSignedIn = z.object({ user: ZUser });
export type SignedIn = z.infer<typeof ZSignedIn>;

export const ZSignInProviders = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof ZSignInProviders>;

export const ZAdminStatus = z.object({ admin: z.boolean() });
export type AdminStatus = z.infer<typeof ZAdminStatus>;

export const ZSuccess = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof ZSuccess>;

/** What the Google popup posts on `AUTH_BROADCAST_CHANNEL` before it closes itself. */
export type AuthBroadcastMessage =
  | { type: 'google-sign-in'; ok: true }
  | { type: 'google-sign-in'; ok: false; message: string }
  /** Connecting Google from My Profile; `message` is the outcome to show either way. */
  | { type: 'google-connect'; ok: boolean; message: string };
