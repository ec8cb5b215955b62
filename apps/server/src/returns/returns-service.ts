import type { Services } from '@partsmith/contracts/router';
import type { ReturnsDependencies } from '../service-dependencies';
import { approveReturn } from './approve-return';
import { listReturns } from './list-returns';
import { orderReturns } from './order-returns';
import { receiveReturn } from './receive-return';
import { refundReturn } from './refund-return';
import { refuseReturn } from './refuse-return';
import { requestReturn } from './request-return';

/** Returns (decision 0068): the customer's request and the admin's steps, bound to their dependencies. */
export function createReturnsService({
  db,
  now,
  jobs,
  payments,
  publicUrl,
  returnWindowDays: windowDays,
}: ReturnsDependencies): Pick<Services, 'returns' | 'returnsAdmin'> {
  const mailing = { db, now, jobs, publicUrl };
  return {
    returns: {
      request: ({ userId, input }) => requestReturn({ ...mailing, windowDays, userId, input }),
      forOrder: (options) => orderReturns({ db, now, windowDays, ...options }),
    },
    returnsAdmin: {
      list: (input) => listReturns({ db, input }),
      approve: (options) => approveReturn({ ...mailing, ...options }),
      refuse: (options) => refuseReturn({ ...mailing, ...options }),
      receive: (options) => receiveReturn({ ...mailing, ...options }),
      refund: (options) => refundReturn({ ...mailing, payments, ...options }),
    },
  };
}
