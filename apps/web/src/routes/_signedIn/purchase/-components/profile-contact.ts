import { type Profile, type ProfileFields, ZProfileFields } from '@partsmith/contracts';

const ZOtherFields = ZProfileFields.omit({ phone: true, address: true });

/**
 * The profile update takes every field (spec §5), so the phone and address of an order can be saved only into a
 * profile whose other fields are complete; an incomplete one is completed on My Profile instead.
 */
export function canSaveContact(profile: Profile): boolean {
  return otherFields(profile) !== null;
}

/** The profile's fields with the order's phone and address; null when `canSaveContact` is false. */
export function profileWithContact(profile: Profile, contact: Pick<ProfileFields, 'phone' | 'address'>) {
  const others = otherFields(profile);
  return others ? { ...others, ...contact } : null;
}

function otherFields(profile: Profile) {
  const fields = {
    linkedin: profile.linkedin ?? '',
    education: profile.education ?? '',
    nid: profile.nid ?? '',
  };
  const parsed = ZOtherFields.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
