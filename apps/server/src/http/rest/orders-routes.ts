import { keysetInput, MESSAGES, ZOrderQuantity } from '@partsmith/contracts';
import { z } from 'zod';
import { sendKeysetHeaders } from './keyset-headers';
import {
  legacyOrderDeleteResult,
  toLegacyOrder,
  ZLegacyOrder,
  ZLegacyOrderDeleteResult,
} from './legacy-order-shapes';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['orders'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };

/** The spec's body. Its price, userEmail, userName, productName, description and img are dropped unread. */
const ZLegacyOrderBody = z.object({
  productId: z.string({ error: MESSAGES.productNotFound }),
  /** A whole number, or text of digits only: the procedure's own rule (`parseOrderQuantity`). */
  orderQuantity: ZOrderQuantity,
  userPhone: z.string({ error: MESSAGES.phoneRequired }),
  address: z.string({ error: MESSAGES.addressRequired }),
});

export const ordersRoutes: RestRoutes = async (app, { publicUrl }) => {
  app.post(
    '/orders',
    {
      schema: {
        operationId: 'placeOrder',
        tags,
        security,
        summary: 'Place an order',
        description:
          'Place an order; the server prices it. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: ZLegacyOrderBody,
        response: { 200: z.object({ success: z.string(), insertedId: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { productId, orderQuantity, userPhone, address } = request.body;
      const order = await request.caller().orders.place({
        productId,
        quantity: orderQuantity,
        phone: userPhone,
        address,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return { success: MESSAGES.orderAdded, insertedId: order.id };
    },
  );
  app.get(
    '/order',
    {
      schema: {
        operationId: 'listOwnOrders',
        tags,
        security,
        summary: "The caller's orders, newest first, a page at a time",
        description:
          'The caller\'s orders, newest first (userEmail must be the caller\'s own), cancelled ones left out, a page at a time: the next and previous pages are in the Link header (rel="next", rel="prev"); X-Total-Count counts up to 10000, then reads "10000+".',
        querystring: keysetInput({ userEmail: z.string().optional() }, { defaultPageSize: 100 }),
        response: { 200: z.array(ZLegacyOrder), ...errors },
      },
    },
    async (request, reply) => {
      const { userEmail, ...cursor } = request.query;
      // The spec's cancel was a delete: its list never shows a cancelled order (My Orders does, decision 0041).
      const page = await request.caller().orders.mine({ email: userEmail, hideCancelled: true, ...cursor });
      sendKeysetHeaders(request, reply, page);
      return page.items.map((order) => toLegacyOrder(order, publicUrl));
    },
  );
  app.get(
    '/orders/:id',
    {
      schema: {
        operationId: 'getOrder',
        tags,
        security,
        summary: 'One own order (any order, for an admin)',
        params: z.object({ id: z.string().describe('The order id') }),
        response: { 200: ZLegacyOrder, ...errors },
      },
    },
    async (request) =>
      toLegacyOrder(await request.caller().orders.byId({ id: request.params.id }), publicUrl),
  );
  app.delete(
    '/orders/:id',
    {
      schema: {
        operationId: 'cancelOrder',
        tags,
        security,
        summary: 'Cancel an own unpaid order',
        description: "Cancel an own unpaid order by id, or by the caller's email: their oldest unpaid order",
        params: z.object({
          id: z
            .string()
            .describe("The order id; or (legacy) the caller's own email: then their oldest unpaid order"),
        }),
        response: { 200: ZLegacyOrderDeleteResult, ...errors },
      },
    },
    async (request) => {
      // One path template with GET /orders/{id}; the legacy client sends an email in the same place.
      const { id: idOrEmail } = request.params;
      const caller = request.caller();
      const change = idOrEmail.includes('@')
        ? await caller.orders.cancelOldestUnpaid({ email: idOrEmail })
        : await caller.orders.cancel({ id: idOrEmail });
      return legacyOrderDeleteResult(change?.changed ?? false);
    },
  );
};
