import { membershipCheckoutInput, membershipIntentOutput, membershipOutput } from '../contracts/membership';
import { paymentReferenceInput } from '../contracts/payments';
import { currentMembership, membershipForPayment } from '../services/membership/membership';
import { publicPaymentStatus, startPayment } from '../services/payments/payments';
import { memberProcedure, publicProcedure, rateLimited, router, sessionProcedure } from '../trpc';

export const membershipRouter = router({
  /** Starts a checkout for a plan; the server sets the price from the plan. */
  createIntent: sessionProcedure
    .use(rateLimited('paymentIntent'))
    .input(membershipCheckoutInput)
    .output(membershipIntentOutput)
    .mutation(async ({ ctx, input }) => {
      const { clientSecret, paymentIntentId, amountCents } = await startPayment(ctx, 'membership', input, ctx.user);
      return { clientSecret, paymentIntentId, amountCents };
    }),
  /**
   * The membership a payment bought, for /welcome-to-breakthrough: while the payment is open the server
   * first asks the gateway how it stands (limited per address), and the membership is active only once the
   * gateway says it succeeded.
   */
  byPayment: publicProcedure
    .input(paymentReferenceInput)
    .output(membershipOutput)
    .query(async ({ ctx, input }) => {
      await publicPaymentStatus(ctx, input.paymentIntentId);
      return membershipForPayment(ctx.db, ctx.payments.kind, input.paymentIntentId);
    }),
  /** The signed-in member's current membership, or null. */
  mine: memberProcedure.output(membershipOutput.nullable()).query(({ ctx }) => currentMembership(ctx.db, ctx.user.id)),
});
