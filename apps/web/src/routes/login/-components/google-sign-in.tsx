import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useTrpc } from '../../../lib/use-trpc';
import { useGoogleSignIn } from './use-google-sign-in';

/** Google's "G", drawn inline: nothing is fetched from another host. */
const GOOGLE_MARK =
  'M12.48 10.92v3.28h7.84c-.24 1.84-.85 3.19-1.79 4.13-1.14 1.15-2.93 2.4-6.05 2.4-4.83 0-8.6-3.89-8.6-8.72s3.77-8.72 8.6-8.72c2.6 0 4.5 1.03 5.9 2.35l2.31-2.31C18.75 1.44 16.13 0 12.48 0 5.87 0 .31 5.39.31 12s5.56 12 12.17 12c3.57 0 6.27-1.17 8.37-3.36 2.16-2.16 2.84-5.21 2.84-7.67 0-.76-.05-1.47-.17-2.05z';

/** The Google button, shown only when the server has Google sign-in configured. */
export function GoogleSignIn({ redirect }: { redirect: string | undefined }) {
  const trpc = useTrpc();
  const providers = useQuery(trpc.auth.providers.queryOptions());
  const google = useGoogleSignIn(redirect);
  if (!providers.data?.google) return null;

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-3 text-sm text-graphite-600 before:h-px before:flex-1 before:bg-graphite-200 after:h-px after:flex-1 after:bg-graphite-200">
        or
      </p>
      <Button variant="secondary" size="lg" className="w-full" onClick={google.start}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
          <path d={GOOGLE_MARK} />
        </svg>
        Sign in with Google
      </Button>
      <FormError message={google.error} />
    </div>
  );
}
