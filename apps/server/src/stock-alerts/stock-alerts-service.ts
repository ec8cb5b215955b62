import type { Services } from '@partsmith/contracts/router';
import type { StockAlertsDependencies } from '../service-dependencies';
import { cancelStockAlert, stockAlertState } from './buyer-stock-alert';
import { confirmStockAlert } from './confirm-stock-alert';
import { subscribeToStockAlert } from './subscribe-to-stock-alert';
import { unsubscribeStockAlerts } from './unsubscribe-stock-alerts';

/** "Email me when it is back", bound to its dependencies (decision 0058). */
export function createStockAlertsService({
  db,
  now,
  jobs,
  publicUrl,
}: StockAlertsDependencies): Pick<Services, 'stockAlerts'> {
  return {
    stockAlerts: {
      state: ({ userId, productId }) => stockAlertState({ db, userId, productId }),
      subscribe: ({ userId, input }) => subscribeToStockAlert({ db, jobs, now, publicUrl, userId, input }),
      cancel: ({ userId, productId }) => cancelStockAlert({ db, userId, productId }),
      confirm: (input) => confirmStockAlert({ db, now, input }),
      unsubscribe: (input) => unsubscribeStockAlerts({ db, input }),
    },
  };
}
