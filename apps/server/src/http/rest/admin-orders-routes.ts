import { keysetInput, ZOrderStatus } from '@partsmith/contracts';
import { z } from 'zod';
import { sendKeysetHeaders } from './keyset-headers';
import { legacyUpdateResult, ZLegacyUpdateResult } from './legacy-account-shapes';
import {
  legacyOrderDeleteResult,
  toLegacyOrder,
  ZLegacyOrder,
  ZLegacyOrderDeleteResult,
} from './legacy-order-shapes';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['admin'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };

/** All Orders for API clients: admin only. */
export const adminOrdersRoutes: RestRoutes = async (app, { publicUrl }) => {
  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listAllOrders',
        tags,
        security,
        summary: 'All orders, newest first, a page at a time',
        description:
          'All orders, newest first (cancelled ones only by status), a page at a time: the next and previous pages are in the Link header (rel="next", rel="prev"); X-Total-Count counts up to 10000, then reads "10000+".',
        querystring: keysetInput({ status: ZOrderStatus.optional() }, { defaultPageSize: 100 }),
        response: { 200: z.array(ZLegacyOrder), ...errors },
      },
    },
    async (request, reply) => {
      const page = await request.caller().orders.all(request.query);
      sendKeysetHeaders(request, reply, page);
      return page.items.map((order) => toLegacyOrder(order, publicUrl));
    },
  );
  app.put(
    '/orders/:id',
    {
      schema: {
        operationId: 'shipOrder',
        tags,
        security,
        summary: 'Mark a paid order shipped (the only status an admin sets)',
        params: z.object({ id: z.string().describe('The order id') }),
        body: z.object({ status: z.literal('shipped') }),
        response: { 200: ZLegacyUpdateResult, ...errors },
      },
    },
    async (request) => {
      const { changed } = await request.caller().orders.ship({ id: request.params.id });
      return legacyUpdateResult(changed);
    },
  );
  app.delete(
    '/allOrders/:id',
    {
      schema: {
        operationId: 'deleteOrder',
        tags,
        security,
        summary: 'Delete an unpaid order',
        description:
          'Delete an unpaid order: it is cancelled and its stock returns (paid orders are refused)',
        params: z.object({ id: z.string() }),
        response: { 200: ZLegacyOrderDeleteResult, ...errors },
      },
    },
    async (request) => {
      const { changed } = await request.caller().orders.delete({ id: request.params.id });
      return legacyOrderDeleteResult(changed);
    },
  );
  app.post(
    '/orders/:id/refund',
    {
      schema: {
        operationId: 'refundOrder',
        tags,
        security,
        summary: 'Refund a paid order that has not shipped',
        description:
          'Refund a paid order that has not shipped: the payment goes back to the card and the stock returns (modifiedCount 0 when already refunded)',
        params: z.object({ id: z.string().describe('The order id') }),
        response: { 200: ZLegacyUpdateResult, ...errors },
      },
    },
    async (request) => {
      const { changed } = await request.caller().orders.refund({ id: request.params.id });
      return legacyUpdateResult(changed);
    },
  );
};
