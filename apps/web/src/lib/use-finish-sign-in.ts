import type { User } from '@partsmith/contracts';
import { useNavigate } from '@tanstack/react-router';
import { announceCartMerge } from './cart-merge-notice';
import { useAppContext } from './use-app-context';
import { setSignedInUser } from './user-session';

/**
 * What every way of signing in ends with: remember the user, then go back to where they came from (spec §4), or
 * home, and tell of a cart merged at sign-in. Replacing history keeps the sign-in page off the Back button.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const context = useAppContext();
  const navigate = useNavigate();
  return async (user: User) => {
    setSignedInUser(context, user);
    await navigate({ href: redirect ?? '/', replace: true });
    // The cart from before signing in joined the account's: say so (a toast is no reason to fail the sign-in).
    void announceCartMerge(context, () => void navigate({ to: '/cart' })).catch(() => {});
  };
}
