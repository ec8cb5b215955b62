import type { User } from '@partsmith/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const ZLegacyUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
});

export function toLegacyUser(user: User): z.infer<typeof ZLegacyUser> {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

export const ZLegacySignedIn = z.object({
  user: ZLegacyUser,
  accessToken: z.string().describe('Send as `Authorization: Bearer <accessToken>`'),
});

/** MongoDB's update answer, which the spec's client reads `modifiedCount` from. */
export const ZLegacyUpdateResult = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
  upsertedCount: z.number().int(),
  upsertedId: z.null(),
});

export function legacyUpdateResult(modified: boolean): z.infer<typeof ZLegacyUpdateResult> {
  return {
    acknowledged: true,
    matchedCount: 1,
    modifiedCount: modified ? 1 : 0,
    upsertedCount: 0,
    upsertedId: null,
  };
}

export const ZLegacySuccess = z.object({ success: z.literal(true) });

/** The token of the session the procedure just started (REST hands it back; tRPC never does). */
export function issuedToken(request: FastifyRequest): string {
  if (!request.issuedSessionToken) throw new Error('the procedure started no session');
  return request.issuedSessionToken;
}
