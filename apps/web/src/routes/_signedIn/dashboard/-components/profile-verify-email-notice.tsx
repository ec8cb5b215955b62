import { MESSAGES } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { TitledPanel } from '../../../../components/ui/titled-panel';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';

/** Until the mailbox is proven: what to do, and a way to get a fresh link (rate limited on the server). */
export function ProfileVerifyEmailNotice({ email }: { email: string }) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.auth.resendEmailVerification.mutationOptions({
      onSuccess: () => toast.success(MESSAGES.verificationSent),
      // Verified meanwhile (another tab, another device): the profile knows better now.
      onError: () => queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() }),
    }),
  );

  return (
    <TitledPanel id="verify-email-title" title="Verify your email" tone="notice">
      <p className="text-graphite-800">
        We mailed a link to <span className="font-medium break-all">{email}</span>. Open it while you are
        logged in to confirm the address is yours; it works for 24 hours.
      </p>
      <FormError message={resend.error && errorMessage(resend.error)} />
      <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send the link again
      </Button>
    </TitledPanel>
  );
}
