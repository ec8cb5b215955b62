import { MESSAGES } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
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
    <section
      aria-labelledby="verify-email-title"
      className="space-y-3 rounded-md border border-accent-500/50 bg-accent-50 p-4 sm:p-5"
    >
      <h3 id="verify-email-title" className="font-semibold text-graphite-900">
        Verify your email
      </h3>
      <p className="text-graphite-800">
        We mailed a link to <span className="font-medium break-all">{email}</span>. Open it while you are
        logged in to confirm the address is yours; it works for 24 hours.
      </p>
      <FormError message={resend.error && errorMessage(resend.error)} />
      <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send the link again
      </Button>
    </section>
  );
}
