import { MESSAGES } from '@partsmith/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { AuthCard } from '../../../components/auth-card';
import { LinkButton } from '../../../components/ui/link-button';
import { ResetPasswordForm } from './reset-password-form';

const route = getRouteApi('/reset-password');

export function ResetPasswordPage() {
  const { token } = route.useSearch();
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <p className="text-graphite-700">{MESSAGES.resetLinkInvalid}</p>
          <LinkButton to="/login" className="w-full">
            Back to log in
          </LinkButton>
        </>
      )}
    </AuthCard>
  );
}
