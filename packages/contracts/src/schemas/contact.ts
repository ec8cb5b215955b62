import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZEmail } from './accounts';
import { entityId } from './entity-id';
import { pageOf, ZPageInput } from './pagination';
import { textField } from './text-fields';

/** The home page's CONTACT US form: email and message required. */
export const ZContactInput = z.object({
  email: ZEmail,
  message: textField({
    label: 'Message',
    required: MESSAGES.contactMessageRequired,
    max: 5000,
    multiline: true,
  }),
});
export type ContactInput = z.infer<typeof ZContactInput>;

export const ZContactMessage = z.object({
  id: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When an admin marked it handled; null while it waits. */
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;

/** Newest first; `handled` false for the waiting ones only, true for the handled ones only, absent for all. */
export const ZContactMessageListInput = ZPageInput.extend({ handled: z.boolean().optional() });
export type ContactMessageListInput = z.infer<typeof ZContactMessageListInput>;
export const ZContactMessagePage = pageOf(ZContactMessage);

export const ZContactMessageIdInput = z.object({ id: entityId(MESSAGES.messageNotFound) });
