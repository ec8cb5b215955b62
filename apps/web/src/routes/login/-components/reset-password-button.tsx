import { MESSAGES, ZPasswordResetRequestInput } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useAppContext } from '../../../lib/use-app-context';

interface ResetPasswordButtonProps {
  /** The login form's email field, as typed (spec §5: the reset uses it). */
  getEmail: () => string;
  focusEmail: () => void;
}

/** Mails a reset link to the address in the email field; the answer is the same whether an account exists. */
export function ResetPasswordButton({ getEmail, focusEmail }: ResetPasswordButtonProps) {
  const { trpc } = useAppContext();
  const reset = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({
      onSuccess: () => toast.success(MESSAGES.resetSent),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  const requestReset = () => {
    const email = getEmail().trim();
    const parsed = ZPasswordResetRequestInput.safeParse({ email });
    if (!parsed.success) {
      toast.error(
        email ? (parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid) : MESSAGES.resetNeedsEmail,
      );
      focusEmail();
      return;
    }
    reset.mutate(parsed.data);
  };

  return (
    <p className="flex flex-wrap items-center justify-between gap-x-2 text-sm text-graphite-700">
      Forgot your password?
      <Button variant="ghost" size="sm" onClick={requestReset} loading={reset.isPending}>
        Reset Password
      </Button>
    </p>
  );
}
