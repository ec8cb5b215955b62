import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AuthCard } from '../../../../components/auth-card';
import { FormError } from '../../../../components/form-error';
import { LinkButton } from '../../../../components/ui/link-button';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';

const route = getRouteApi('/_signedIn/verify-email');

/** Spends the mailed link as soon as the page opens, once, and says how it went. */
export function VerifyEmailPage() {
  const { token } = route.useSearch();
  const { queryClient, trpc } = useAppContext();
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() }),
    }),
  );
  const { mutate } = verify;
  // A link works once: the effect runs twice in development (StrictMode), the request must not.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const toProfile = (
    <LinkButton to="/dashboard" className="w-full">
      Go to My Profile
    </LinkButton>
  );
  let outcome = <Spinner label="Checking your link" size="lg" className="text-accent-700" />;
  if (!token)
    outcome = (
      <>
        <FormError message={MESSAGES.verificationLinkInvalid} />
        {toProfile}
      </>
    );
  else if (verify.isSuccess)
    outcome = (
      <>
        <p role="status" className="text-graphite-800">
          {MESSAGES.emailVerified}
        </p>
        {toProfile}
      </>
    );
  else if (verify.isError)
    outcome = (
      <>
        <FormError message={errorMessage(verify.error)} />
        {toProfile}
      </>
    );

  return <AuthCard title="Verify your email">{outcome}</AuthCard>;
}
