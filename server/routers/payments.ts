import { z } from 'zod';
import { createPaymentIntentInput, demoConfirmInput } from '../contracts/payments';
import { AppError } from '../errors';
import { DemoGateway } from '../services/payments/demo-gateway';
import { publicProcedure, rateLimited, router } from '../trpc';
import { createDonationIntent, refreshPayment } from './payments.handlers';

export const paymentsRouter = router({
  /** Which card form the browser shows: Stripe's (with its publishable key) or the labelled demo form. */
  config: publicProcedure.query(({ ctx }) => ({
    mode: ctx.payments.kind,
    publishableKey: ctx.payments.kind === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  })),

  createDonationIntent: publicProcedure
    .use(rateLimited('paymentIntent'))
    .input(createPaymentIntentInput)
    .mutation(({ ctx, input }) => createDonationIntent(ctx.db, ctx.payments, input, ctx.user?.id ?? null)),

  /** The demo card form's "Pay" (demo mode only): 4242... succeeds, 4000 0000 0000 0002 is declined. */
  confirmDemo: publicProcedure
    .use(rateLimited('paymentIntent'))
    .input(demoConfirmInput)
    .mutation(async ({ ctx, input }) => {
      if (!(ctx.payments instanceof DemoGateway)) throw new AppError('NOT_FOUND', 'Demo payments are not available.');
      const intent = await ctx.payments.confirm(input.clientSecret, input.cardNumber);
      await refreshPayment(ctx.db, ctx.payments, intent.intentId);
      return { status: intent.status, paymentIntentId: intent.intentId };
    }),

  /** A payment as the gateway reports it now (for /thank-you: amount and reference). */
  status: publicProcedure
    .input(z.object({ paymentIntentId: z.string().trim().min(1).max(200) }))
    .query(({ ctx, input }) => refreshPayment(ctx.db, ctx.payments, input.paymentIntentId)),
});
