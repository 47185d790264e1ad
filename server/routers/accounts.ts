import { memberProcedure, publicProcedure, router } from '../trpc';

export const accountsRouter = router({
  /** Who is signed in, or null: what the browser asks on every page. */
  session: publicProcedure.query(({ ctx }) => ctx.user),
  /** The signed-in user, or 401: what API clients ask (GET /api/user). */
  me: memberProcedure.query(({ ctx }) => ctx.user),
});
