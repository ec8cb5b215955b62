import type { User } from '@partsmith/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useAppContext } from './use-app-context';
import { setSignedInUser } from './user-session';

/**
 * What every way of signing in ends with: remember the user, then go back to where they came from (spec §4), or
 * home. Replacing history keeps the sign-in page off the Back button.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const context = useAppContext();
  const navigate = useNavigate();
  return async (user: User) => {
    setSignedInUser(context, user);
    await navigate({ href: redirect ?? '/', replace: true });
  };
}
