import type { Services } from '@partsmith/contracts/router';
import type { OrdersDependencies } from '../service-dependencies';
import { cancelOldestUnpaidOrder } from './cancel-oldest-unpaid-order';
import { cancelOrder } from './cancel-order';
import { deleteOrder } from './delete-order';
import { getOrder } from './get-order';
import { getOrderDetail } from './get-order-detail';
import { listAllOrders } from './list-all-orders';
import { listOwnOrders } from './list-own-orders';
import { ordersForAccounting } from './orders-for-accounting';
import { placeOrder } from './place-order';
import { refundOrder } from './refund-order';
import { shipOrder } from './ship-order';

/** The orders' use cases, the customer's and the admin's, bound to their dependencies. */
export function createOrdersService({
  db,
  now,
  jobs,
  payments,
  reservations,
  publicUrl,
}: OrdersDependencies): Pick<Services, 'orders'> {
  return {
    orders: {
      place: ({ userId, input }) => placeOrder({ db, now, reservations, userId, input }),
      listOwn: (options) => listOwnOrders({ db, ...options }),
      get: (options) => getOrder({ db, ...options }),
      detail: (options) => getOrderDetail({ db, ...options }),
      cancel: ({ userId, id }) => cancelOrder({ db, now, payments, jobs, userId, id }),
      cancelOldestUnpaid: ({ userId }) => cancelOldestUnpaidOrder({ db, now, payments, jobs, userId }),
      listAll: (input) => listAllOrders({ db, input }),
      forAccounting: (input) => ordersForAccounting({ db, input }),
      ship: ({ actorId, id }) => shipOrder({ db, now, jobs, actorId, id, publicUrl }),
      delete: ({ actorId, id }) => deleteOrder({ db, now, payments, jobs, actorId, id }),
      refund: ({ actorId, id }) => refundOrder({ db, now, jobs, payments, publicUrl, actorId, id }),
    },
  };
}
