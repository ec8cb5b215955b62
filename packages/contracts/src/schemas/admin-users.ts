import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZUser } from './accounts';
import { entityId } from './entity-id';
import { keysetInput, keysetPageOf } from './pagination';
import { textField } from './text-fields';

/** All Users: `search` matches part of the email, in any case. */
export const ZUserListInput = keysetInput({
  search: textField({ label: 'Search', max: 254 }).optional(),
});
export type UserListInput = z.infer<typeof ZUserListInput>;
/** A row of All Users: the user and whether they are exempt from tax (decision 0051). */
export const ZAdminUser = ZUser.extend({ taxExempt: z.boolean() });
export type AdminUser = z.infer<typeof ZAdminUser>;
/** All Users, oldest first, by keyset. */
export const ZUserPage = keysetPageOf(ZAdminUser);

export const ZUserIdInput = z.object({ id: entityId(MESSAGES.userNotFound) });

/** `changed` is false when the request asked for what already was (e.g. making an admin an admin). */
export const ZChanged = z.object({ changed: z.boolean() });
export type Changed = z.infer<typeof ZChanged>;
