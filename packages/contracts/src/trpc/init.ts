import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { MESSAGES } from '../messages';
import { isNotFoundIssue } from '../schemas/entity-id';
import type { Context } from './context';

/** A malformed id next to other invalid fields is no 404: the input answers 400 for those fields alone. */
const withoutNotFoundIssues = (error: ZodError) =>
  new ZodError(error.issues.filter((issue) => !isNotFoundIssue(issue)));

/** The first human message of a zod failure: what the spec shows under a field or in a toast. */
export function firstIssueMessage(error: ZodError): string {
  return withoutNotFoundIssues(error).issues[0]?.message ?? 'Invalid input';
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    // tRPC's own 400s (input that is not JSON, a batch input that is not an object) quote what was sent.
    const unreadable = error.code === 'BAD_REQUEST' && !(error.cause instanceof AppError);
    // An unexpected failure's own message may name internals: clients get a generic one, the server log the rest.
    const message = zodError
      ? firstIssueMessage(zodError)
      : error.code === 'INTERNAL_SERVER_ERROR'
        ? MESSAGES.serverError
        : unreadable
          ? MESSAGES.requestUnreadable
          : shape.message;
    return {
      ...shape,
      message,
      data: {
        ...shape.data,
        stack: undefined,
        fieldErrors: zodError ? withoutNotFoundIssues(zodError).flatten().fieldErrors : null,
      },
    };
  },
});

/**
 * Services throw AppError; here it becomes the matching tRPC error, once, for every procedure. An input whose only
 * fault is a malformed id (see `entityId`) names nothing: NOT_FOUND with that id's message.
 */
const translateAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const issues = !result.ok && result.error.cause instanceof ZodError ? result.error.cause.issues : [];
  if (issues[0] && issues.every(isNotFoundIssue))
    throw new TRPCError({ code: 'NOT_FOUND', message: issues[0].message });
  if (!result.ok && result.error.cause instanceof AppError) {
    const { code, message } = result.error.cause;
    throw new TRPCError({ code, message, cause: result.error.cause });
  }
  return result;
});

/** No credentials is 401; credentials that are unknown, expired or ended are 403. */
const requireSignedIn = t.middleware(({ ctx, next }) => {
  switch (ctx.auth.status) {
    case 'anonymous':
      throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    case 'rejected':
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    case 'signedIn':
      return next({ ctx: { user: ctx.auth.user } });
  }
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

// The access tiers, declared here once: every procedure starts from one of them.
/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(translateAppErrors);
/** A signed-in user; `ctx.user` is who. */
export const authedProcedure = publicProcedure.use(requireSignedIn);
/** A signed-in admin. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  return next();
});
