import {
  CART_MAX_LINES,
  type CartLineInput,
  QUICK_ORDER_MAX_CHARACTERS,
  QUICK_ORDER_MAX_ROWS,
  type QuickOrderInput,
  ZCart,
  ZOrderAgainAnswer,
  ZQuickOrderPreview,
  ZQuickOrderResult,
} from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { cartOwner, signedIn } from './openapi-security';
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
const quickOrderBody = z.object({
  text: z.unknown().meta({
    type: 'string',
    maxLength: QUICK_ORDER_MAX_CHARACTERS,
    description: `One row per line: a part number, then a quantity, separated by a comma, semicolon, tab or spaces (CSV text works, quoted fields too; a "part number,quantity" header is skipped). At most ${QUICK_ORDER_MAX_ROWS} rows; a part number written again adds up its quantities.`,
  }),
});
const QUICK_ORDER_ROWS =
  "Each row answers the part it names and its price at the break the cart's line reaches, or its problem in the rule's words (unknown part number, removed part, minimum, packs, maximum, stock, counting what the cart already holds). A text that is empty, too long or over the row limit is refused whole with 400.";

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
  app.post(
    '/cart/quick-order/preview',
    {
      schema: {
        operationId: 'previewQuickOrder',
        tags,
        security: cartOwner,
        summary: 'Check a quick order without adding it',
        description: `${WHOSE_CART} Nothing is written. ${QUICK_ORDER_ROWS}`,
        body: quickOrderBody,
        response: { 200: ZQuickOrderPreview, 400: ZMessage, 403: ZMessage },
      },
    },
    (request) => request.caller().cart.quickOrderPreview(request.body as QuickOrderInput),
  );
  app.post(
    '/cart/quick-order',
    {
      schema: {
        operationId: 'addQuickOrder',
        tags,
        security: cartOwner,
        summary: 'Add the valid rows of a quick order to the cart in one step',
        description: `${WHOSE_CART} Every row is checked again in one transaction; the rows that pass are added (quantities add up with the cart's lines), the others are answered as skipped with their problem. 400 and nothing changes when no row can be added. ${QUICK_ORDER_ROWS}`,
        body: quickOrderBody,
        response: { 200: ZQuickOrderResult, 400: ZMessage, 403: ZMessage },
      },
    },
    (request) => request.caller().cart.quickOrderAdd(request.body as QuickOrderInput),
  );
  app.post(
    '/orders/:id/order-again',
    {
      schema: {
        operationId: 'orderAgain',
        tags,
        security: signedIn,
        summary: "Put every line of one of the caller's orders into the cart",
        description: `In one step, each line of the caller's own order joins their cart (quantities add up with what it holds) at the nearest quantity the part allows today. Lines whose part is no longer sold or is out of stock, or past ${CART_MAX_LINES} different parts, are left out; \`changes\` lists every line that went in at another quantity (\`to\`) or not at all (\`to\` 0), with the reason. 404 for another customer's order, as for a missing one; 401 without a session.`,
        params: z.object({ id: z.string().describe('The order id') }),
        response: { 200: ZOrderAgainAnswer, 401: ZMessage, 403: ZMessage, 404: ZMessage },
      },
    },
    (request) => request.caller().cart.orderAgain({ orderId: request.params.id }),
  );
};
