import { z } from 'zod';
import { renderPackingSlipPdf } from '../../shipments/render-packing-slip-pdf';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const ZPdf = z.string().meta({ format: 'binary' });

/** A parcel's packing slip for the warehouse (decision 0067): admins only, as `admin.shipments.packingSlip`. */
export const packingSlipRoutes: RestRoutes = async (app, { shop }) => {
  app.get(
    '/orders/:id/shipments/:shipmentId/packing-slip.pdf',
    {
      schema: {
        operationId: 'getShipmentPackingSlip',
        tags: ['admin'],
        security: signedIn,
        summary: "The PDF packing slip of one of an order's parcels",
        description:
          'The packing slip of one parcel for the warehouse: order number, ship-to address, the parcel’s lines with part numbers and quantities, no prices. Admins only (403 for a customer, 404 for an unknown order or parcel)',
        params: z.object({
          id: z.string().describe('The order id'),
          shipmentId: z.string().describe('The shipment id'),
        }),
        response: {
          200: {
            description: 'The packing slip, as an attachment named packing-slip-PS-000123-1.pdf',
            content: { 'application/pdf': { schema: ZPdf } },
          },
          401: ZMessage,
          403: ZMessage,
          404: ZMessage,
        },
      },
    },
    async (request, reply) => {
      const slip = await request
        .caller()
        .admin.shipments.packingSlip({ orderId: request.params.id, shipmentId: request.params.shipmentId });
      const { filename, pdf } = await renderPackingSlipPdf(slip, shop.name);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // Fastify sends a Buffer as it is; the type provider only knows the documented (binary) string.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );
};
