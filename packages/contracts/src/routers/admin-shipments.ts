import {
  ZOrderShipments,
  ZOrderShipmentsInput,
  ZPackingSlip,
  ZPackingSlipInput,
  ZShipmentCreateInput,
} from '../schemas/shipments';
import { adminProcedure, router } from '../trpc/init';

/** An order's parcels (decision 0067): ship some of it, list what went, the warehouse's packing slip. */
export const adminShipmentsRouter = router({
  create: adminProcedure
    .input(ZShipmentCreateInput)
    .output(ZOrderShipments)
    .mutation(({ ctx, input }) => ctx.services.shipments.create({ actorId: ctx.user.id, input })),
  list: adminProcedure
    .input(ZOrderShipmentsInput)
    .output(ZOrderShipments)
    .query(({ ctx, input }) => ctx.services.shipments.list(input)),
  /** What `GET /api/orders/{id}/shipments/{shipmentId}/packing-slip.pdf` prints. */
  packingSlip: adminProcedure
    .input(ZPackingSlipInput)
    .output(ZPackingSlip)
    .query(({ ctx, input }) => ctx.services.shipments.packingSlip(input)),
});
