import { AppError, MESSAGES } from '@partsmith/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createCreditNote } from '../../orders/invoice/create-credit-note';
import { createOrderInvoice, type OrderInvoice } from '../../orders/invoice/create-order-invoice';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

export const ZPdf = z.string().meta({ format: 'binary' });

/** Issue 14: anyone but the owner and admins, a visitor included, gets the answer a missing order gets. */
async function visibleOrder(request: FastifyRequest, id: string) {
  try {
    return await request.caller().orders.detail({ id });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'UNAUTHORIZED')
      throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    throw error;
  }
}

export function sendPdf(reply: FastifyReply, document: OrderInvoice) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${document.filename}"`)
      .header('cache-control', 'no-store')
      // Fastify sends a Buffer as it is; the type provider only knows the documented (binary) string.
      .send(Buffer.from(document.pdf) as unknown as string)
  );
}

/**
 * A paid order's PDF invoice, and a refunded one's credit note, for its owner and admins; anyone else gets the
 * 404 a missing order gets.
 */
export const invoiceRoutes: RestRoutes = async (app, { shop }) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        operationId: 'getOrderInvoice',
        tags: ['orders'],
        security: signedIn,
        summary: 'The PDF invoice of a paid order',
        description:
          'The PDF invoice of a paid (or shipped) order: own order, or any order for an admin; 404 for anyone else',
        params: z.object({ id: z.string().describe('The order id') }),
        response: {
          200: {
            description: 'The invoice, as an attachment named invoice-PS-000123.pdf',
            content: { 'application/pdf': { schema: ZPdf } },
          },
          404: ZMessage,
          409: ZMessage.describe('The order is not paid (or was refunded): it has no invoice'),
        },
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(request, request.params.id);
      return sendPdf(reply, await createOrderInvoice({ order, shop }));
    },
  );

  app.get(
    '/orders/:id/credit-note.pdf',
    {
      schema: {
        operationId: 'getOrderCreditNote',
        tags: ['orders'],
        security: signedIn,
        summary: 'The PDF credit note of a refunded order',
        description:
          'The PDF credit note (CN-000001…) that cancels the invoice of a paid order an admin refunded: own order, or any order for an admin; 404 for anyone else',
        params: z.object({ id: z.string().describe('The order id') }),
        response: {
          200: {
            description: 'The credit note, as an attachment named credit-note-CN-000001.pdf',
            content: { 'application/pdf': { schema: ZPdf } },
          },
          404: ZMessage,
          409: ZMessage.describe('The order was not refunded after payment: it has no credit note'),
        },
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(request, request.params.id);
      return sendPdf(reply, await createCreditNote({ order, shop }));
    },
  );
};
