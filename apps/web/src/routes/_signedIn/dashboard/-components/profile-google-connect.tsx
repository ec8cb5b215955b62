import type { Profile } from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../../components/form-error';
import { GoogleMark } from '../../../../components/google-mark';
import { Button } from '../../../../components/ui/button';
import { useAppContext } from '../../../../lib/use-app-context';
import { useGoogleConnect } from './use-google-connect';

/**
 * "Connect Google": the explicit way to link a Google account, offered while none is linked and Google sign-in is
 * configured. Its outcome stays on screen after the button goes.
 */
export function ProfileGoogleConnect({ profile }: { profile: Profile }) {
  const { trpc } = useAppContext();
  const providers = useQuery(trpc.auth.providers.queryOptions());
  const google = useGoogleConnect();
  const offered = providers.data?.google === true && !profile.googleConnected;
  if (!offered && !google.outcome) return null;

  return (
    <div className="space-y-3">
      {offered && (
        <section
          aria-labelledby="connect-google-title"
          className="flex flex-col gap-3 rounded-md border border-graphite-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
        >
          <div className="space-y-1">
            <h3 id="connect-google-title" className="font-semibold text-graphite-900">
              Google sign-in
            </h3>
            <p className="text-sm text-graphite-700">Connect your Google account to log in with it too.</p>
          </div>
          <Button variant="secondary" onClick={google.start} className="shrink-0">
            <GoogleMark />
            Connect Google
          </Button>
        </section>
      )}
      {google.outcome?.ok && (
        <p
          role="status"
          className="rounded-md border border-graphite-200 bg-graphite-50 px-3 py-2 text-sm text-graphite-800"
        >
          {google.outcome.message}
        </p>
      )}
      <FormError message={google.outcome?.ok === false ? google.outcome.message : null} />
    </div>
  );
}
