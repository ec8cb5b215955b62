import { z } from 'zod';
import { toLegacyProduct, ZLegacyProduct, ZMessage } from './legacy-shapes';
import type { RestRoutes } from './rest-routes';

export const catalogRoutes: RestRoutes = async (app, { publicUrl }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'All products on sale',
        response: { 200: z.array(ZLegacyProduct) },
      },
    },
    async (request) =>
      (await request.caller().catalog.list()).map((product) => toLegacyProduct(product, publicUrl)),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: z.object({ id: z.string() }),
        response: { 200: ZLegacyProduct, 404: ZMessage },
      },
    },
    async (request) =>
      toLegacyProduct(await request.caller().catalog.byId({ id: request.params.id }), publicUrl),
  );
};
