import { ZShippingOptions } from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { anyone } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

/** A buyer's shipping choices for API clients: the same procedure the checkout calls. */
export const shippingRoutes: RestRoutes = async (app) => {
  app.get(
    '/shipping/options',
    {
      schema: {
        operationId: 'shippingOptions',
        tags: ['shipping'],
        security: anyone,
        summary: 'Shipping methods to a country, with prices',
        description:
          'The active methods of the zone holding `country` that can carry an order of `weightGrams` and `subtotalCents`, cheapest first, with their delivery estimate in working days. 400 "We don\'t ship to <country> yet" when no zone holds it.',
        // Documented as the rules they are; the procedure parses them and answers in words.
        querystring: z.object({
          country: z.unknown().meta({ type: 'string', description: 'ISO 3166-1 alpha-2 code, e.g. GB' }),
          weightGrams: z.unknown().meta({ type: 'integer', minimum: 0, description: 'The order’s weight' }),
          subtotalCents: z
            .unknown()
            .meta({ type: 'integer', minimum: 0, description: 'The goods, in cents' }),
        }),
        response: { 200: ZShippingOptions, 400: ZMessage },
      },
    },
    async (request) => {
      const { country, weightGrams, subtotalCents } = request.query;
      // Unchecked here on purpose: the procedure's schema parses all three.
      const input = { country, weightGrams, subtotalCents } as {
        country: string;
        weightGrams: number;
        subtotalCents: number;
      };
      return request.caller().shipping.options(input);
    },
  );
};
