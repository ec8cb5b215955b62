import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZUser } from './accounts';
import { entityId } from './entity-id';
import { pageOf, ZPageInput } from './pagination';
import { textField } from './text-fields';

/** All Users: `search` matches part of the email, in any case. */
export const ZUserListInput = ZPageInput.extend({
  search: textField({ label: 'Search', max: 254 }).optional(),
});
export type UserListInput = z.infer<typeof ZUserListInput>;
export const ZUserPage = pageOf(ZUser);

export const ZUserIdInput = z.object({ id: entityId(MESSAGES.userNotFound) });

/** `changed` is false when the request asked for what already was (e.g. making an admin an admin). */
export const ZChanged = z.object({ changed: z.boolean() });
export type Changed = z.infer<typeof ZChanged>;
