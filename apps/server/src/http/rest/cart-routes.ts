import { CART_MAX_LINES, type CartLineInput, ZCart } from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { cartOwner } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['cart'];
const WHOSE_CART =
  "The signed-in customer's cart; a visitor's is their browser's, found by the guest cart cookie the first add sets. Prices are today's, never the ones a line was added at.";
const productIdParam = z.object({ productId: z.string().describe('The part (product) id') });
// Documented as the rule it is; the procedure parses it with the web's and tRPC's schema and answers its message.
const quantity = z.unknown().meta({
  type: 'integer',
  minimum: 1,
  description:
    "Whole number (or its digits as text) that passes the part's rules: its minimum, whole packs, its maximum per order, the stock",
});
const refusals = { 400: ZMessage, 403: ZMessage, 404: ZMessage };

/** The cart for front-end developers: the same procedures as the web's `cart.*`, answering the cart as it is. */
export const cartRoutes: RestRoutes = async (app) => {
  app.get(
    '/cart',
    {
      schema: {
        operationId: 'viewCart',
        tags,
        security: cartOwner,
        summary: 'The cart, priced today',
        description: `${WHOSE_CART} A notice of what the sign-in merge changed is answered once.`,
        response: { 200: ZCart, 403: ZMessage },
      },
    },
    (request) => request.caller().cart.view(),
  );
  app.post(
    '/cart/lines',
    {
      schema: {
        operationId: 'addToCart',
        tags,
        security: cartOwner,
        summary: 'Add a quantity of a part to the cart',
        description: `${WHOSE_CART} Adding a part the cart holds adds up the quantities; the sum must pass the part's rules, else 400 with the rule's words and nothing changes. At most ${CART_MAX_LINES} different parts (409).`,
        body: z.object({ productId: z.unknown().meta({ type: 'string' }), quantity }),
        response: { 200: ZCart, ...refusals, 409: ZMessage },
      },
    },
    (request) => request.caller().cart.add(request.body as CartLineInput),
  );
  app.patch(
    '/cart/lines/:productId',
    {
      schema: {
        operationId: 'setCartQuantity',
        tags,
        security: cartOwner,
        summary: "Set a cart line's quantity",
        description: `${WHOSE_CART} The new quantity must pass the part's rules, else 400 with the rule's words. 404 when the part is not in the cart.`,
        params: productIdParam,
        body: z.object({ quantity }),
        response: { 200: ZCart, ...refusals },
      },
    },
    (request) =>
      request.caller().cart.setQuantity({
        productId: request.params.productId,
        quantity: request.body.quantity,
      } as CartLineInput),
  );
  app.delete(
    '/cart/lines/:productId',
    {
      schema: {
        operationId: 'removeCartLine',
        tags,
        security: cartOwner,
        summary: 'Remove a part from the cart',
        description: `${WHOSE_CART} 404 when the part is not in the cart.`,
        params: productIdParam,
        response: { 200: ZCart, ...refusals },
      },
    },
    (request) => request.caller().cart.remove({ productId: request.params.productId }),
  );
};
