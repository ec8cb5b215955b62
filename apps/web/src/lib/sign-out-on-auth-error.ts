import type { RouterContext } from './router-context';
import { knownUser, setSignedInUser, signOut } from './user-session';

/**
 * Spec §6 and §8: a 401 or 403 from the API signs the user out and goes to /. One run at a time, so a batch of
 * failing calls signs out once; and nothing happens once the user is already signed out here, so a page that
 * refetches while some other sign-out navigates away (the admin guard) cannot pull the user somewhere else.
 */
export function createAuthErrorHandler(context: RouterContext, goHome: () => Promise<void>): () => void {
  let running = false;
  return () => {
    if (running || knownUser(context) === null) return;
    running = true;
    // The server may answer 401 because the session is already gone; forgetting it here is what matters then.
    signOut(context, goHome)
      .catch(() => {
        setSignedInUser(context, null);
        return goHome();
      })
      .finally(() => {
        running = false;
      });
  };
}
