import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error';
import { GoogleMark } from '../../../components/google-mark';
import { Button } from '../../../components/ui/button';
import { useAppContext } from '../../../lib/use-app-context';
import { useGoogleSignIn } from './use-google-sign-in';

/** The Google button, shown only when the server has Google sign-in configured. */
export function GoogleSignIn({ redirect }: { redirect: string | undefined }) {
  const { trpc } = useAppContext();
  const providers = useQuery(trpc.auth.providers.queryOptions());
  const google = useGoogleSignIn(redirect);
  if (!providers.data?.google) return null;

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-3 text-sm text-graphite-600 before:h-px before:flex-1 before:bg-graphite-200 after:h-px after:flex-1 after:bg-graphite-200">
        or
      </p>
      <Button variant="secondary" size="lg" className="w-full" onClick={google.start}>
        <GoogleMark />
        Sign in with Google
      </Button>
      <FormError message={google.error} />
    </div>
  );
}
