import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from './-components/reset-password-page';

/** The page the password reset mail links to (`?token=…`). */
export const Route = createFileRoute('/reset-password')({
  // The key is always returned: the router lays this over the raw search, where a non-string value would stay.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});
