import { imageIdFromUrl, type ProductCreateInput } from '@partsmith/contracts';
import { z } from 'zod';
import {
  legacyDeleteResult,
  legacyInsertResult,
  ZLegacyDeleteResult,
  ZLegacyInsertResult,
} from './legacy-results';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['admin'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage };

/** The spec's Add Product body; numbers may be text. The procedure's schema checks them, with the spec's messages. */
const ZLegacyProductBody = z.object({
  name: z.unknown(),
  description: z.unknown(),
  quantity: z.unknown().describe('Whole number, 0 or more'),
  minimumOrderQuantity: z.unknown().describe('Whole number, 1 or more'),
  price: z.unknown().describe('Unit price in dollars, more than 0, at most 2 decimals'),
  img: z.unknown().describe('The url answered by POST /api/images'),
});

export const adminProductsRoutes: RestRoutes = async (app) => {
  app.post(
    '/products',
    {
      schema: {
        operationId: 'addProduct',
        tags,
        security,
        summary: 'Add a product (admin)',
        body: ZLegacyProductBody,
        response: { 201: ZLegacyInsertResult, ...errors },
      },
    },
    async (request, reply) => {
      const { img, ...fields } = request.body;
      const imageId = typeof img === 'string' ? imageIdFromUrl(img) : img;
      // Unchecked here on purpose: the procedure's schema parses every field and answers the spec's messages.
      const input = { ...fields, imageId } as ProductCreateInput;
      const { id } = await request.caller().admin.products.create(input);
      return reply.status(201).send(legacyInsertResult(id));
    },
  );
  app.delete(
    '/product/:id',
    {
      schema: {
        operationId: 'removeProduct',
        tags,
        security,
        summary: 'Take a product off sale (admin); past orders keep their copy',
        params: z.object({ id: z.string() }),
        response: { 200: ZLegacyDeleteResult, ...errors },
      },
    },
    async (request) => {
      await request.caller().admin.products.delete({ id: request.params.id });
      return legacyDeleteResult();
    },
  );
};
