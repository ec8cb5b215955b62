import { ZAuditPage } from '../schemas/audit';
import {
  ZContactMessage,
  ZContactMessageIdInput,
  ZContactMessageListInput,
  ZContactMessagePage,
} from '../schemas/contact';
import { ZPageInput } from '../schemas/pagination';
import { adminProcedure, router } from '../trpc/init';

/** The contact inbox (`/dashboard/messages`). */
export const adminMessagesRouter = router({
  list: adminProcedure
    .input(ZContactMessageListInput)
    .output(ZContactMessagePage)
    .query(({ ctx, input }) => ctx.services.contact.listMessages(input)),
  markHandled: adminProcedure
    .input(ZContactMessageIdInput)
    .output(ZContactMessage)
    .mutation(({ ctx, input }) => ctx.services.contact.markHandled(input)),
});

/** The audit log (`/dashboard/audit`), newest first. */
export const adminAuditRouter = router({
  list: adminProcedure
    .input(ZPageInput)
    .output(ZAuditPage)
    .query(({ ctx, input }) => ctx.services.audit.listEntries(input)),
});
