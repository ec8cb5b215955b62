import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useAppContext } from '../../../lib/use-app-context';

const route = getRouteApi('/back-in-stock/unsubscribe');

/**
 * Opening the link changes nothing (mail scanners open links too); the button stops every back-in-stock mail to
 * the address the link was signed for. No sign-in needed (decision 0058).
 */
export function UnsubscribeStockAlertsPage() {
  const { token } = route.useSearch();
  const { trpc } = useAppContext();
  const unsubscribe = useMutation(trpc.stockAlerts.unsubscribe.mutationOptions());

  let outcome = (
    <>
      <p className="text-graphite-800">Stop every back-in-stock email we would send to this address?</p>
      <Button
        className="w-full"
        loading={unsubscribe.isPending}
        onClick={() => token && unsubscribe.mutate({ token })}
      >
        Stop these emails
      </Button>
    </>
  );
  if (!token) outcome = <FormError message={MESSAGES.stockAlertLinkInvalid} />;
  else if (unsubscribe.isSuccess)
    outcome = (
      <p role="status" className="text-graphite-800">
        {MESSAGES.stockAlertUnsubscribed(unsubscribe.data.email)}
      </p>
    );
  else if (unsubscribe.isError) outcome = <FormError message={errorMessage(unsubscribe.error)} />;

  return <AuthCard title="Back-in-stock emails">{outcome}</AuthCard>;
}
