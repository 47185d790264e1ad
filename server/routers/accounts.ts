import { accountOverviewOutput } from '../contracts/account-overview';
import { loginInput, logoutOutput, registerInput, sessionUser } from '../contracts/accounts';
import { accountEmailInput, accountEmailOutput, confirmEmailInput, confirmEmailOutput } from '../contracts/email';
import { authenticate, registerUser } from '../services/accounts/accounts';
import { confirmEmailAddress, readAccountEmail, requestEmailConfirmation, resendEmailConfirmation } from '../services/accounts/email-address';
import { accountOverview } from '../services/accounts/overview';
import { memberProcedure, publicProcedure, rateLimited, router, sessionProcedure } from '../trpc';

export const accountsRouter = router({
  /** Who is signed in, or null: what the browser asks on every page. */
  session: sessionProcedure.output(sessionUser.nullable()).query(({ ctx }) => ctx.user),
  /** The signed-in user, or 401: what API clients ask (GET /api/user). */
  me: memberProcedure.output(sessionUser).query(({ ctx }) => ctx.user),
  /** What /account shows: the member's name, current membership and Bible chat tier, or 401. */
  overview: memberProcedure.output(accountOverviewOutput).query(({ ctx }) => accountOverview(ctx.db, ctx.user)),
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .output(sessionUser)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, input);
      await ctx.session.signIn(user.id);
      return user;
    }),
  login: publicProcedure
    .input(loginInput)
    .output(sessionUser)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx, input, ctx.clientIp);
      await ctx.session.signIn(user.id);
      return user;
    }),
  logout: publicProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { success: true as const };
  }),
  /** The member's email on file: the confirmed address, and one waiting for its link (decision 025). */
  email: memberProcedure.output(accountEmailOutput).query(({ ctx }) => readAccountEmail(ctx.db, ctx.user.id, ctx.clock.now())),
  /** Adds or changes the address: a link is sent to it, and it is the member's once followed. */
  setEmail: memberProcedure
    .input(accountEmailInput)
    .output(accountEmailOutput)
    .mutation(({ ctx, input }) => requestEmailConfirmation(ctx, ctx.user, input.email)),
  resendEmailConfirmation: memberProcedure.output(accountEmailOutput).mutation(({ ctx }) => resendEmailConfirmation(ctx, ctx.user)),
  /** Follows a link from a confirmation email; no sign-in needed, the token is the proof. */
  confirmEmail: publicProcedure
    .use(rateLimited('publicForm'))
    .input(confirmEmailInput)
    .output(confirmEmailOutput)
    .mutation(({ ctx, input }) => confirmEmailAddress(ctx, input.token)),
});
