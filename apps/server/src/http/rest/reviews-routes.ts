import { z } from 'zod';
import { toLegacyReview, ZLegacyReview } from './legacy-shapes';
import type { RestRoutes } from './rest-routes';

export const reviewsRoutes: RestRoutes = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first',
        response: { 200: z.array(ZLegacyReview) },
      },
    },
    async (request) => (await request.caller().reviews.list()).map(toLegacyReview),
  );
};
