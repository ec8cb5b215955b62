import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from './-components/verify-email-page';

/**
 * The page the verification mail links to (`?token=…`). Behind the sign-in guard: the link counts only for the
 * signed-in owner of the account, and a visitor comes back here after logging in.
 */
export const Route = createFileRoute('/_signedIn/verify-email')({
  // The key is always returned: the router lays this over the raw search, where a non-string value would stay.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: VerifyEmailPage,
});
