import { accountOverviewOutput } from '../contracts/account-overview';
import { loginInput, logoutOutput, registerInput, sessionUser } from '../contracts/accounts';
import { accountEmailInput, accountEmailOutput, confirmEmailInput, confirmEmailOutput } from '../contracts/email';
import {
  changePasswordInput,
  forgotPasswordInput,
  passwordMessageOutput,
  passwordResetLinkInput,
  passwordResetLinkOutput,
  resetPasswordInput,
} from '../contracts/passwords';
import { authenticate, registerUser } from '../services/accounts/accounts';
import { confirmEmailAddress, readAccountEmail, requestEmailConfirmation, resendEmailConfirmation } from '../services/accounts/email-address';
import { accountOverview } from '../services/accounts/overview';
import { checkPasswordResetLink, requestPasswordReset, resetPassword } from '../services/accounts/password-reset';
import { changePassword } from '../services/accounts/passwords';
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
  /**
   * "Forgot password?" (decision 026): the same answer in the same time whatever was typed; a link goes to the
   * confirmed address of the account named, if any. Its limits (per address, per account) send nothing more
   * and answer the same, so they are the service's, not a 429.
   */
  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(passwordMessageOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.account, ctx.clientIp, ctx.forgotPasswordAnswerMs)),
  /** Whether a reset link still works, asked as its page opens. A mutation: the token travels in the body, never in a URL. */
  passwordResetLink: publicProcedure
    .use(rateLimited('publicForm'))
    .input(passwordResetLinkInput)
    .output(passwordResetLinkOutput)
    .mutation(({ ctx, input }) => checkPasswordResetLink(ctx, input.token)),
  /** Follows a reset link: a new password, every session of the member ended, and nobody signed in. */
  resetPassword: publicProcedure
    .use(rateLimited('publicForm'))
    .input(resetPasswordInput)
    .output(passwordMessageOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input.token, input.password)),
  /**
   * A new password on /account, with the current one: every session of the member ends, and this browser
   * carries on in a new one (a fresh session id after a change of credentials).
   */
  changePassword: memberProcedure
    .input(changePasswordInput)
    .output(passwordMessageOutput)
    .mutation(async ({ ctx, input }) => {
      const changed = await changePassword(ctx, ctx.user, input);
      await ctx.session.signIn(ctx.user.id);
      return changed;
    }),
});
