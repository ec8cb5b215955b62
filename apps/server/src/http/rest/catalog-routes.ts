import { ZCataloguePage, ZCatalogueSearchInput } from '@partsmith/contracts';
import { z } from 'zod';
import { PUBLIC_LIST_CACHING } from '../cache-policy';
import { sendPrebuiltJson } from '../prebuilt-json';
import { catalogueListAnswer, ZLegacyProductList } from './catalogue-list-answer';
import { toLegacyProduct, ZLegacyProduct, ZMessage } from './legacy-shapes';
import { anyone } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

export const catalogRoutes: RestRoutes = async (app, { publicUrl, catalogue }) => {
  app.get(
    '/products',
    {
      schema: {
        operationId: 'listProducts',
        tags: ['products'],
        security: anyone,
        summary: 'All products on sale',
        response: { 200: ZLegacyProductList },
      },
      // Served from the in-memory catalogue, serialized and compressed once per version.
      compress: false,
    },
    async (request, reply) =>
      sendPrebuiltJson(
        request,
        reply,
        catalogueListAnswer(await catalogue.current(), publicUrl),
        PUBLIC_LIST_CACHING,
      ),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags: ['products'],
        security: anyone,
        summary: 'One product',
        params: z.object({ id: z.string().describe('The product id') }),
        response: { 200: ZLegacyProduct, 404: ZMessage },
      },
    },
    async (request) =>
      toLegacyProduct(await request.caller().catalog.byId({ id: request.params.id }), publicUrl),
  );
  app.get(
    '/parts',
    {
      schema: {
        operationId: 'searchParts',
        tags: ['products'],
        security: anyone,
        summary: 'Search the catalogue, 12 parts a page',
        description:
          'The catalogue, 12 parts a page: `q` matches part of the name; `after` (nextCursor) and `before` (previousCursor) page on',
        querystring: ZCatalogueSearchInput,
        response: { 200: ZCataloguePage, 400: ZMessage },
      },
    },
    async (request) => request.caller().catalog.search(request.query),
  );
};
