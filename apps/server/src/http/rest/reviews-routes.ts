import type { ReviewCreateInput } from '@partsmith/contracts';
import { z } from 'zod';
import { legacyInsertResult, ZLegacyInsertResult } from './legacy-results';
import { toLegacyReview, ZLegacyReview, ZMessage } from './legacy-shapes';
import { anyone, signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

export const reviewsRoutes: RestRoutes = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        operationId: 'listReviews',
        tags: ['reviews'],
        security: anyone,
        summary: 'Reviews, newest first',
        response: { 200: z.array(ZLegacyReview) },
      },
    },
    async (request) => (await request.caller().reviews.list()).map(toLegacyReview),
  );
  app.post(
    '/reviews',
    {
      schema: {
        operationId: 'addReview',
        tags: ['reviews'],
        security: signedIn,
        summary: 'Add a review as the signed-in user',
        description: 'Add a review as the signed-in user: description, ratting 1 to 5',
        body: z.object({ description: z.unknown(), ratting: z.unknown().describe('Whole number, 1 to 5') }),
        response: { 201: ZLegacyInsertResult, 400: ZMessage, 401: ZMessage, 403: ZMessage },
      },
    },
    async (request, reply) => {
      const { description, ratting } = request.body;
      // Unchecked here on purpose: the procedure's schema parses both fields and answers the spec's messages.
      const input = { description, rating: ratting } as ReviewCreateInput;
      const { id } = await request.caller().reviews.create(input);
      return reply.status(201).send(legacyInsertResult(id));
    },
  );
};
