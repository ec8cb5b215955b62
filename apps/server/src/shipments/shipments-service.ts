import type { Services } from '@partsmith/contracts/router';
import type { ShipmentsDependencies } from '../service-dependencies';
import { createShipment } from './create-shipment';
import { listOrderShipments } from './list-order-shipments';
import { packingSlip } from './packing-slip';

/** An order's parcels (decision 0067), bound to their dependencies. */
export function createShipmentsService({
  db,
  now,
  jobs,
  publicUrl,
}: ShipmentsDependencies): Pick<Services, 'shipments'> {
  return {
    shipments: {
      create: ({ actorId, input }) => createShipment({ db, now, jobs, publicUrl, actorId, input }),
      list: ({ orderId }) => listOrderShipments({ db, orderId }),
      packingSlip: (options) => packingSlip({ db, ...options }),
    },
  };
}
