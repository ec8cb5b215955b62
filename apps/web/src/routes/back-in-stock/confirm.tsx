import { createFileRoute } from '@tanstack/react-router';
import { ConfirmStockAlertPage } from './-components/confirm-stock-alert-page';

/** The page a visitor's back-in-stock confirmation mail links to (`?token=…`); no sign-in needed. */
export const Route = createFileRoute('/back-in-stock/confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: ConfirmStockAlertPage,
});
