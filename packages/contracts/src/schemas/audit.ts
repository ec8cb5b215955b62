import { z } from 'zod';
import { pageOf } from './pagination';

/** One admin action: who, what, on which record, the record before and after, and when. */
export const ZAuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  /** e.g. 'user.makeAdmin', 'user.remove', 'product.create', 'product.update', 'product.delete'. */
  action: z.string(),
  targetTable: z.string(),
  targetId: z.string(),
  /** The record in words (a user's email, an order's number, a product's name); null once it is gone. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = pageOf(ZAuditEntry);
