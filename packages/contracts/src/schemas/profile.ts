import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZEmail, ZUserRole } from './accounts';

function requiredText(label: string, requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGES.tooLong(label, max));
}

const ZLinkedinUrl = requiredText('LinkedIn URL', MESSAGES.linkedinRequired, 300).pipe(
  z.url({ protocol: /^https?$/, error: MESSAGES.linkedinInvalid }),
);

/** My Profile's editable fields: all required (spec §5). */
export const ZProfileFields = z.object({
  phone: requiredText('Phone', MESSAGES.phoneRequired, 40),
  address: requiredText('Address', MESSAGES.addressRequired, 300),
  linkedin: ZLinkedinUrl,
  education: requiredText('Education', MESSAGES.educationRequired, 200),
  nid: requiredText('NID', MESSAGES.nidRequired, 50),
});
export type ProfileFields = z.infer<typeof ZProfileFields>;

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
});
export type Profile = z.infer<typeof ZProfile>;

/** `changed` is false when the saved fields already held these values. */
export const ZProfileUpdate = z.object({ profile: ZProfile, changed: z.boolean() });
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;
