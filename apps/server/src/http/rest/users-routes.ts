import { ZAdminStatus, ZEmail, ZProfile, ZProfileFields } from '@partsmith/contracts';
import { z } from 'zod';
import { issuedToken, legacyUpdateResult, ZLegacyUpdateResult } from './legacy-account-shapes';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['users'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage };
const ZEmailParams = z.object({ email: ZEmail });

/** The spec's user calls, each limited to the caller's own email (or any email, for an admin asking admin status). */
export const usersRoutes: RestRoutes = async (app) => {
  app.put(
    '/user/:email',
    {
      schema: {
        operationId: 'issueToken',
        tags,
        security,
        summary: 'A further token for a caller already signed in as this email',
        params: ZEmailParams,
        body: z.object({ email: z.string() }).partial().optional(),
        response: {
          200: z.object({ result: ZLegacyUpdateResult, token: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      await request.caller().auth.issueToken({ email: request.params.email });
      return { result: legacyUpdateResult(false), token: issuedToken(request) };
    },
  );
  app.get(
    '/admin/:email',
    {
      schema: {
        operationId: 'getAdminStatus',
        tags,
        security,
        summary: 'Whether this email belongs to an admin',
        description: 'Whether this email belongs to an admin (own email, or any for an admin)',
        params: ZEmailParams,
        response: { 200: ZAdminStatus, ...errors },
      },
    },
    async (request) => request.caller().users.isAdmin({ email: request.params.email }),
  );
  app.get(
    '/users/:email',
    {
      schema: {
        operationId: 'getProfile',
        tags,
        security,
        summary: 'Own profile',
        params: ZEmailParams,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => request.caller().users.profile({ email: request.params.email }),
  );
  app.put(
    '/users/:email',
    {
      schema: {
        operationId: 'updateProfile',
        tags,
        security,
        summary: 'Update own profile',
        description: 'Update own profile: phone, address, linkedin, education, nid (all required)',
        params: ZEmailParams,
        body: ZProfileFields,
        response: { 200: z.object({ result: ZLegacyUpdateResult }), ...errors },
      },
    },
    async (request) => {
      const { changed } = await request
        .caller()
        .users.updateProfile({ ...request.body, email: request.params.email });
      return { result: legacyUpdateResult(changed) };
    },
  );
};
