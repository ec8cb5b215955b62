import { AppError, MESSAGES, RETURN_MESSAGES } from '@partsmith/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { returnCreditNote } from '../../returns/return-credit-note';
import { sendPdf, ZPdf } from './invoice-routes';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

/** The order and its returns through the same procedures the page uses: owner or admin, else a 404. */
async function visibleReturns(request: FastifyRequest, orderId: string) {
  try {
    const caller = request.caller();
    return {
      order: await caller.orders.detail({ id: orderId }),
      ...(await caller.returns.forOrder({ orderId })),
    };
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'UNAUTHORIZED')
      throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    throw error;
  }
}

/** A refunded return's PDF credit note (decision 0068), for the order's owner and admins. */
export const returnCreditNoteRoutes: RestRoutes = async (app, { shop }) => {
  app.get(
    '/orders/:id/returns/:returnId/credit-note.pdf',
    {
      schema: {
        operationId: 'getReturnCreditNote',
        tags: ['orders'],
        security: signedIn,
        summary: 'The PDF credit note of a refunded return',
        description:
          "The PDF credit note (CN-000001…) of a return's refund: own order, or any order for an admin; 404 for anyone else",
        params: z.object({
          id: z.string().describe('The order id'),
          returnId: z.string().describe('The return id'),
        }),
        response: {
          200: {
            description: 'The credit note, as an attachment named credit-note-CN-000001.pdf',
            content: { 'application/pdf': { schema: ZPdf } },
          },
          404: ZMessage,
          409: ZMessage.describe('The return is not refunded yet: it has no credit note'),
        },
      },
    },
    async (request, reply) => {
      const { order, returns } = await visibleReturns(request, request.params.id);
      const item = returns.find((candidate) => candidate.id === request.params.returnId);
      if (!item) throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
      return sendPdf(reply, await returnCreditNote({ order, item, shop }));
    },
  );
};
