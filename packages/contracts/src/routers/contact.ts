import { ZSuccess } from '../schemas/accounts';
import { ZContactInput } from '../schemas/contact';
import { limitAttempts } from '../trpc/attempt-limits';
import { publicProcedure, router } from '../trpc/init';

export const contactRouter = router({
  /** The home page's CONTACT US form; rate limited per client like the auth forms. */
  send: publicProcedure
    .use(limitAttempts('contact'))
    .input(ZContactInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.contact.sendMessage(input);
      return { success: true } as const;
    }),
});
