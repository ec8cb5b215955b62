import {
  ZCataloguePage,
  ZCatalogueSearchInput,
  ZCategoryFiltersQuery,
  ZCategoryPage,
  ZCategoryTree,
  ZPartSuggestions,
  ZPartSuggestionsInput,
  ZProductSpecifications,
} from '@partsmith/contracts';
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
          'The catalogue, 12 parts a page: `q` finds by exact part number, part of the name, or words in any order (the start of a word of the part number, name or description, or a near spelling in the name); `after` (nextCursor) and `before` (previousCursor) page on',
        querystring: ZCatalogueSearchInput,
        response: { 200: ZCataloguePage, 400: ZMessage },
      },
    },
    async (request) => request.caller().catalog.search(request.query),
  );
  app.get(
    '/parts/suggestions',
    {
      schema: {
        operationId: 'suggestParts',
        tags: ['products'],
        security: anyone,
        summary: 'The parts that best answer a search',
        description:
          'Up to 8 parts, best first, for a search box: an exact part number first (`exactPartNumber`), then the parts holding every word, then near spellings',
        querystring: ZPartSuggestionsInput,
        response: { 200: ZPartSuggestions, 400: ZMessage },
      },
    },
    async (request) => request.caller().catalog.suggest(request.query),
  );
  app.get(
    '/products/:id/specifications',
    {
      schema: {
        operationId: 'getProductSpecifications',
        tags: ['products'],
        security: anyone,
        summary: "A part's category and specification",
        description:
          "The part's category (and its parent) and its values of the category's attributes, in the category's order: numbers in the attribute's unit, choices as text, yes/no as booleans",
        params: z.object({ id: z.string().describe('The product id') }),
        response: { 200: ZProductSpecifications, 404: ZMessage },
      },
    },
    async (request) => request.caller().catalog.specifications({ id: request.params.id }),
  );
  app.get(
    '/categories',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['categories'],
        security: anyone,
        summary: 'The category tree, with parts on sale in each',
        response: { 200: ZCategoryTree },
      },
    },
    async (request) => request.caller().catalog.categories(),
  );
  app.get(
    '/categories/:slug/parts',
    {
      schema: {
        operationId: 'categoryPage',
        tags: ['categories'],
        security: anyone,
        summary: "A category's parts, filtered, with facet counts",
        description:
          "A category's parts (a top category's sub-categories' too), 12 a page, with how many pass and each facet's counts under the OTHER filters. `choice=key:value` (repeat it: OR within one attribute, AND across attributes; yes/no attributes take `yes` or `no`), `range=key:min..max` (either end may be left out), `inStock=true`, `minPrice`/`maxPrice` in cents, `sort`, and `after`/`before` cursors. An attribute the category has not, or a bad range, answers 400 saying which.",
        params: z.object({ slug: z.string().describe("The category's slug, e.g. bolts") }),
        querystring: ZCategoryFiltersQuery,
        response: { 200: ZCategoryPage, 400: ZMessage, 404: ZMessage },
      },
    },
    async (request) => request.caller().catalog.categoryPage({ ...request.query, slug: request.params.slug }),
  );
};
