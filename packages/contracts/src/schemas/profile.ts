import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZEmail, ZUserRole } from './accounts';
import { ZAddress, ZPhone } from './contact-fields';
import { textField } from './text-fields';

const ZLinkedinUrl = textField({ label: 'LinkedIn URL', required: MESSAGES.linkedinRequired, max: 300 }).pipe(
  z.url({ protocol: /^https?$/, error: MESSAGES.linkedinInvalid }),
);

/** My Profile's editable fields: all required (spec §5). */
export const ZProfileFields = z.object({
  phone: ZPhone,
  address: ZAddress,
  linkedin: ZLinkedinUrl,
  education: textField({ label: 'Education', required: MESSAGES.educationRequired, max: 200 }),
  nid: textField({ label: 'NID', required: MESSAGES.nidRequired, max: 50 }),
});
export type ProfileFields = z.infer<typeof ZProfileFields>;

/** The phone and address alone, checked as My Profile checks them: what an order's form may save back. */
export const ZProfileContact = ZProfileFields.pick({ phone: true, address: true });
export type ProfileContact = z.infer<typeof ZProfileContact>;

/** `email` is optional and only ever the caller's own: the legacy REST paths name the profile by email. */
export const ZProfileQuery = z.object({ email: ZEmail.optional() }).optional();
export const ZProfileUpdateInput = ZProfileFields.extend({ email: ZEmail.optional() });
export type ProfileUpdateInput = z.infer<typeof ZProfileUpdateInput>;

export const ZProfile = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  linkedin: z.string().nullable(),
  education: z.string().nullable(),
  nid: z.string().nullable(),
  role: ZUserRole,
  /** The owner proved the mailbox (the mailed link, a password reset, or Google). */
  emailVerified: z.boolean(),
  /** A Google identity is linked: the account can sign in with Google. */
  googleConnected: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

/** `changed` is false when the saved fields already held these values. */
export const ZProfileUpdate = z.object({ profile: ZProfile, changed: z.boolean() });
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;
