import type { Services } from '@partsmith/contracts/router';
import type { ShippingDependencies } from '../service-dependencies';
import { createShippingMethod } from './create-shipping-method';
import { createShippingZone } from './create-shipping-zone';
import { deleteShippingMethod } from './delete-shipping-method';
import { deleteShippingZone } from './delete-shipping-zone';
import { listShippingZones } from './list-shipping-zones';
import { shippingOptions } from './shipping-options';
import { updateShippingMethod } from './update-shipping-method';
import { updateShippingZone } from './update-shipping-zone';

/** The currency prices are in; a setting only once the shop sells in another (decision 0051). */
const CURRENCY = 'USD';

/** Shipping's use cases, the buyer's options and the admin's zones and methods, bound to their dependencies. */
export function createShippingService({
  db,
  shopCountry,
}: ShippingDependencies): Pick<Services, 'shipping' | 'shippingAdmin'> {
  return {
    shipping: {
      options: (input) => shippingOptions({ db, input }),
      shopSettings: () => ({ country: shopCountry, currency: CURRENCY }),
    },
    shippingAdmin: {
      listZones: () => listShippingZones({ db }),
      createZone: ({ actorId, input }) => createShippingZone({ db, actorId, input }),
      updateZone: ({ actorId, input }) => updateShippingZone({ db, actorId, input }),
      deleteZone: ({ actorId, id }) => deleteShippingZone({ db, actorId, id }),
      createMethod: ({ actorId, input }) => createShippingMethod({ db, actorId, input }),
      updateMethod: ({ actorId, input }) => updateShippingMethod({ db, actorId, input }),
      deleteMethod: ({ actorId, id }) => deleteShippingMethod({ db, actorId, id }),
    },
  };
}
