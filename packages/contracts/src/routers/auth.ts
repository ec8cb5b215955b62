import {
  ZEmailTarget,
  ZEmailVerificationInput,
  ZLoginInput,
  ZPasswordResetInput,
  ZPasswordResetRequestInput,
  ZRegisterInput,
  ZSignedIn,
  ZSignInProviders,
  ZSuccess,
} from '../schemas/accounts';
import { isWrongCredentials, limitAttempts } from '../trpc/attempt-limits';
import { authedProcedure, publicProcedure, router } from '../trpc/init';
import { requireOwnEmail } from '../trpc/ownership';

const success = { success: true } as const;

/**
 * Sign-up, sign-in and password reset. Sign-in answers carry the user; the session itself travels as an
 * httpOnly cookie over tRPC and as a token in the REST answer (`ctx.session` knows which).
 */
export const authRouter = router({
  register: publicProcedure
    .use(limitAttempts('register'))
    .input(ZRegisterInput)
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.services.accounts.register(input);
      await ctx.session.start(user.id);
      return { user };
    }),
  login: publicProcedure
    .input(ZLoginInput)
    .use(({ ctx, input, next }) =>
      ctx.attempts.signIn(input.email, async () => {
        const outcome = await next();
        return { outcome, failed: !outcome.ok && isWrongCredentials(outcome.error) };
      }),
    )
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.services.accounts.verifyCredentials(input);
      await ctx.session.start(user.id);
      return { user };
    }),
  logout: publicProcedure.output(ZSuccess).mutation(async ({ ctx }) => {
    await ctx.session.end();
    return success;
  }),
  /** A further session for the signed-in caller: the legacy `PUT /user/{email}` token exchange. */
  issueToken: authedProcedure
    .input(ZEmailTarget)
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      requireOwnEmail(ctx.user, input.email);
      await ctx.session.start(ctx.user.id);
      return { user: ctx.user };
    }),
  providers: publicProcedure
    .output(ZSignInProviders)
    .query(({ ctx }) => ctx.services.accounts.signInProviders()),
  requestPasswordReset: publicProcedure
    .use(limitAttempts('passwordReset'))
    .input(ZPasswordResetRequestInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.accounts.requestPasswordReset(input);
      return success;
    }),
  resetPassword: publicProcedure
    .use(limitAttempts('passwordReset'))
    .input(ZPasswordResetInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.accounts.resetPassword(input);
      return success;
    }),
  /**
   * Spends the mailed verification link, signed in as the account it was sent for: the one who holds the password
   * proves they read the mailbox.
   */
  verifyEmail: authedProcedure
    .use(limitAttempts('emailVerification'))
    .input(ZEmailVerificationInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.accounts.verifyEmail({ userId: ctx.user.id, input });
      return success;
    }),
  /** Mails the signed-in user a new verification link; CONFLICT once the email is verified. */
  resendEmailVerification: authedProcedure
    .use(limitAttempts('emailVerification'))
    .output(ZSuccess)
    .mutation(async ({ ctx }) => {
      await ctx.services.accounts.resendEmailVerification({ userId: ctx.user.id });
      return success;
    }),
});
