import { z } from 'zod';

/** MongoDB's insertOne answer, which the spec's client reads `insertedId` from. */
export const ZLegacyInsertResult = z.object({ acknowledged: z.boolean(), insertedId: z.string() });

export function legacyInsertResult(id: string): z.infer<typeof ZLegacyInsertResult> {
  return { acknowledged: true, insertedId: id };
}

/** MongoDB's deleteOne answer, which the spec's client reads `deletedCount` from (an unknown id is a 404 here). */
export const ZLegacyDeleteResult = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });

export function legacyDeleteResult(): z.infer<typeof ZLegacyDeleteResult> {
  return { acknowledged: true, deletedCount: 1 };
}
