import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every stored id is a UUID: anything else names nothing. */
export const isUuid = (value: string) => UUID.test(value);

/** Marks the issue a malformed id raises: the procedures answer it NOT_FOUND (trpc/init.ts), never a 400. */
export const NOT_FOUND_ISSUE = 'notFound';

/**
 * Ids arrive from URLs: any short string is accepted, and an unknown or malformed one is a 404 with `notFound`,
 * decided here once, before any service runs (Postgres would answer a malformed uuid with a cast error).
 */
export const entityId = (notFound: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(isUuid, { message: notFound, params: { [NOT_FOUND_ISSUE]: true } });

/** True for the issue `entityId` raises. */
export const isNotFoundIssue = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.[NOT_FOUND_ISSUE] === true;
