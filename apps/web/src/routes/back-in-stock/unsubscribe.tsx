import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribeStockAlertsPage } from './-components/unsubscribe-stock-alerts-page';

/** Every back-in-stock mail's unsubscribe link (`?token=…`): opening it asks, the button stops the mails. */
export const Route = createFileRoute('/back-in-stock/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: UnsubscribeStockAlertsPage,
});
