import { z } from 'zod';
import { membershipCheckoutInput } from '../contracts/membership';
import { memberProcedure, publicProcedure, rateLimited, router } from '../trpc';
import { createMembershipIntent, currentMembership, membershipForPayment } from './membership.handlers';
import { refreshPayment } from './payments.handlers';

export const membershipRouter = router({
  /** Starts a checkout for a plan; the server sets the price from the plan. */
  createIntent: publicProcedure
    .use(rateLimited('paymentIntent'))
    .input(membershipCheckoutInput)
    .mutation(({ ctx, input }) => createMembershipIntent(ctx.db, ctx.payments, input, ctx.user)),

  /**
   * The membership a payment bought, for /welcome-to-breakthrough: the server first asks the gateway how
   * the payment stands, and the membership is active only once the gateway says it succeeded.
   */
  byPayment: publicProcedure
    .input(z.object({ paymentIntentId: z.string().trim().min(1).max(200) }))
    .query(async ({ ctx, input }) => {
      await refreshPayment(ctx.db, ctx.payments, input.paymentIntentId);
      return membershipForPayment(ctx.db, ctx.payments.kind, input.paymentIntentId);
    }),

  /** The signed-in member's current membership, or null. */
  mine: memberProcedure.query(({ ctx }) => currentMembership(ctx.db, ctx.user.id)),
});
