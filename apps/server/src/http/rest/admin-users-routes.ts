import { ZEmail, ZUserListInput } from '@partsmith/contracts';
import { z } from 'zod';
import { sendKeysetHeaders } from './keyset-headers';
import { toLegacyUser, ZLegacyUser } from './legacy-account-shapes';
import { legacyDeleteResult, ZLegacyDeleteResult } from './legacy-results';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['admin'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };

/** All Users for API clients: admin only (the spec's original let anyone list everyone). */
export const adminUsersRoutes: RestRoutes = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        operationId: 'listUsers',
        tags,
        security,
        summary: 'All users, oldest first, a page at a time',
        description:
          'Users not removed, oldest first; `search` matches part of the email. A page at a time: the next and previous pages are in the Link header (rel="next", rel="prev"); X-Total-Count counts up to 10000, then reads "10000+".',
        querystring: ZUserListInput,
        response: { 200: z.array(ZLegacyUser), ...errors },
      },
    },
    async (request, reply) => {
      const page = await request.caller().admin.users.list(request.query);
      sendKeysetHeaders(request, reply, page);
      return page.items.map(toLegacyUser);
    },
  );
  app.put(
    '/user/admin/:email',
    {
      schema: {
        operationId: 'makeAdmin',
        tags,
        security,
        summary: 'Make this user an admin',
        description: 'Make this user an admin (no body); modifiedCount is 0 when they already were one',
        params: z.object({ email: ZEmail }),
        response: {
          200: z.object({ acknowledged: z.boolean(), matchedCount: z.number(), modifiedCount: z.number() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { changed } = await request.caller().admin.users.makeAdmin({ email: request.params.email });
      return { acknowledged: true, matchedCount: 1, modifiedCount: changed ? 1 : 0 };
    },
  );
  app.delete(
    '/deleteUser/:id',
    {
      schema: {
        operationId: 'removeUser',
        tags,
        security,
        summary: 'Remove a user',
        description: 'Remove a user: their sessions end at once; not yourself, not the last admin',
        params: z.object({ id: z.string() }),
        response: { 200: ZLegacyDeleteResult, ...errors },
      },
    },
    async (request) => {
      await request.caller().admin.users.remove({ id: request.params.id });
      return legacyDeleteResult();
    },
  );
};
