import { RATING_MAX, RATING_MIN, type ReviewCreateInput } from '@partsmith/contracts';
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
        summary: 'Add or edit your review',
        description:
          'One review per customer, who must have a paid or shipped order. A second review by the same customer replaces the first and answers its id; a review an admin hid stays hidden. 403 when the caller has no paid or shipped order.',
        body: z.object({
          description: z.unknown().meta({ type: 'string', description: 'Required, up to 2000 characters' }),
          // Documented as the rule it is; the procedure parses it, so a numeric string ("5") is read too.
          ratting: z.unknown().meta({
            type: 'integer',
            minimum: RATING_MIN,
            maximum: RATING_MAX,
            description: `Whole number, ${RATING_MIN} to ${RATING_MAX} (the spec spells it "ratting")`,
          }),
        }),
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
