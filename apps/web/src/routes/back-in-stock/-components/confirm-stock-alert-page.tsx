import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AuthCard } from '../../../components/auth-card';
import { FormError } from '../../../components/form-error';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useAppContext } from '../../../lib/use-app-context';

const route = getRouteApi('/back-in-stock/confirm');

/** Confirms the visitor's address as soon as the page opens, once, and says for which part. */
export function ConfirmStockAlertPage() {
  const { token } = route.useSearch();
  const { trpc } = useAppContext();
  const confirm = useMutation(trpc.stockAlerts.confirm.mutationOptions());
  const { mutate } = confirm;
  // The effect runs twice in development (StrictMode); one request is enough.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  let outcome = <Spinner label="Checking your link" size="lg" className="text-accent-700" />;
  if (!token) outcome = <FormError message={MESSAGES.stockAlertLinkInvalid} />;
  else if (confirm.isSuccess)
    outcome = (
      <>
        <p role="status" className="text-graphite-800">
          {MESSAGES.stockAlertConfirmed(confirm.data.productName)}
        </p>
        <LinkButton to="/parts/$id" params={{ id: confirm.data.productId }} className="w-full">
          See the part
        </LinkButton>
      </>
    );
  else if (confirm.isError) outcome = <FormError message={errorMessage(confirm.error)} />;

  return <AuthCard title="Back-in-stock email">{outcome}</AuthCard>;
}
