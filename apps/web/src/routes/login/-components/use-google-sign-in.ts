import { AUTH_BROADCAST_CHANNEL, GOOGLE_SIGN_IN_PATH, MESSAGES } from '@partsmith/contracts';
import { useEffect, useRef, useState } from 'react';
import { isGoogleReport, openGooglePopup, POPUP_BLOCKED } from '../../../lib/google-popup';
import { useAppContext } from '../../../lib/use-app-context';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';

/**
 * Google sign-in in a popup (spec §4). The trip through Google cuts the popup off from this window (so neither
 * `opener` nor `popup.closed` can be trusted), and its last page reports on a BroadcastChannel instead; the session
 * cookie it set is then read back through `users.me`.
 */
export function useGoogleSignIn(redirect: string | undefined) {
  const context = useAppContext();
  const finishSignIn = useFinishSignIn(redirect);
  const [error, setError] = useState<string | null>(null);
  // Only the tab that opened the popup follows it; other open login tabs ignore the message.
  const waiting = useRef(false);
  const finish = useRef(finishSignIn);
  finish.current = finishSignIn;

  useEffect(() => {
    const channel = new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel.onmessage = async ({ data }: MessageEvent<unknown>) => {
      if (!waiting.current || !isGoogleReport(data, 'google-sign-in')) return;
      waiting.current = false;
      if (!data.ok) {
        setError(data.message);
        return;
      }
      const { queryClient, trpc } = context;
      const me = trpc.users.me.queryOptions();
      const user = await queryClient.fetchQuery({ ...me, staleTime: 0 }).catch(() => null);
      if (user) await finish.current(user);
      else setError(MESSAGES.googleSignInFailed);
    };
    return () => channel.close();
  }, [context]);

  // Not disabled while the popup is open: a shopper who closed it must be able to start again.
  const start = () => {
    setError(null);
    if (openGooglePopup(GOOGLE_SIGN_IN_PATH)) waiting.current = true;
    else setError(POPUP_BLOCKED);
  };

  return { start, error };
}
