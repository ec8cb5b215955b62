import { ZCheckoutQuote, ZIdempotencyKey, ZOrder } from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['checkout'];
const refusals = { 400: ZMessage, 401: ZMessage, 404: ZMessage, 409: ZMessage };
// Documented as sent; the procedure parses them with the web's and tRPC's schema and answers its message.
const addressId = z.unknown().meta({ type: 'string', description: "An address of the customer's book" });
const shippingMethodId = z
  .unknown()
  .meta({ type: 'string', description: 'A shipping method offered by the quote' });

/** The checkout for front-end developers: the same procedures as the web's `checkout.*`. */
export const checkoutRoutes: RestRoutes = async (app) => {
  app.get(
    '/checkout',
    {
      schema: {
        operationId: 'quoteCheckout',
        tags,
        security: signedIn,
        summary: "The signed-in customer's cart priced for checkout",
        description:
          'The cart, the address book, the shipping methods that can carry the order to the address (the default unless `addressId` is given) and the figures by the method (the cheapest unless `shippingMethodId` is given): subtotal, shipping, tax by rate, total. `problems` lists in words what would stop the order; `totals` is null until it can be priced.',
        querystring: z.object({
          addressId: addressId.optional(),
          shippingMethodId: shippingMethodId.optional(),
        }),
        response: { 200: ZCheckoutQuote, ...refusals },
      },
    },
    (request) => request.caller().checkout.quote(request.query as { addressId?: string }),
  );
  app.post(
    '/checkout',
    {
      schema: {
        operationId: 'placeCheckout',
        tags,
        security: signedIn,
        summary: 'Order the whole cart',
        description:
          "One unpaid order of every cart line, its stock reserved, then paid like any order (`POST /api/create-payment-intent` with its `orderId`). `expectedTotalCents` is the quote's total the buyer saw: if a price, the shipping or the tax changed since, 409 with the new total and nothing is ordered. A line that cannot be ordered (stock, minimum, packs, maximum) is 409 naming the line. The same `idempotencyKey` again answers the same single order.",
        body: z.object({
          addressId,
          shippingMethodId,
          poNumber: z
            .unknown()
            .meta({ type: 'string', maxLength: 50, description: 'Your purchase order number' })
            .optional(),
          expectedTotalCents: z.unknown().meta({ type: 'integer', minimum: 0 }),
          idempotencyKey: ZIdempotencyKey,
        }),
        response: { 200: ZOrder, ...refusals },
      },
    },
    (request) => request.caller().checkout.place(request.body as never),
  );
};
