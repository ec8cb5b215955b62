import { AUTH_BROADCAST_CHANNEL, GOOGLE_CONNECT_PATH } from '@partsmith/contracts';
import { useEffect, useRef, useState } from 'react';
import { isGoogleReport, openGooglePopup, POPUP_BLOCKED } from '../../../../lib/google-popup';
import { useAppContext } from '../../../../lib/use-app-context';

export interface GoogleConnectOutcome {
  ok: boolean;
  message: string;
}

/**
 * Connect Google from My Profile: the same popup as Google sign-in, started at the connect route with this
 * browser's session. The popup reports on the BroadcastChannel; the profile is then read again (linked, and maybe
 * verified, with the session the server just replaced).
 */
export function useGoogleConnect() {
  const { queryClient, trpc } = useAppContext();
  const [outcome, setOutcome] = useState<GoogleConnectOutcome | null>(null);
  // Only the tab that opened the popup follows it.
  const waiting = useRef(false);

  useEffect(() => {
    const channel = new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel.onmessage = async ({ data }: MessageEvent<unknown>) => {
      if (!waiting.current || !isGoogleReport(data, 'google-connect')) return;
      waiting.current = false;
      setOutcome({ ok: data.ok, message: data.message });
      if (data.ok) await queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
    };
    return () => channel.close();
  }, [queryClient, trpc]);

  const start = () => {
    setOutcome(null);
    if (openGooglePopup(GOOGLE_CONNECT_PATH)) waiting.current = true;
    else setOutcome({ ok: false, message: POPUP_BLOCKED });
  };

  return { start, outcome };
}
