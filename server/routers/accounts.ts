import { loginInput, registerInput } from '../contracts/accounts';
import { memberProcedure, publicProcedure, rateLimited, router } from '../trpc';
import { authenticate, registerUser } from './accounts.handlers';

export const accountsRouter = router({
  /** Who is signed in, or null: what the browser asks on every page. */
  session: publicProcedure.query(({ ctx }) => ctx.user),
  /** The signed-in user, or 401: what API clients ask (GET /api/user). */
  me: memberProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, input);
      await ctx.session.signIn(user.id);
      return user;
    }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, ctx.limits, input, ctx.clientIp);
    await ctx.session.signIn(user.id);
    return user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { success: true as const };
  }),
});
