import {
  changeDonationAmountInput,
  createPaymentIntentInput,
  demoConfirmInput,
  demoConfirmOutput,
  donationReceiptEmailInput,
  donationReceiptEmailOutput,
  paymentConfigOutput,
  paymentIntentOutput,
  paymentReferenceInput,
  paymentStatusOutput,
} from '../contracts/payments';
import { changePayment, payWithTestCard, publicPaymentStatus, setReceiptEmail, startPayment } from '../services/payments/payments';
import { publicProcedure, rateLimited, router, sessionProcedure } from '../trpc';
import { donationOrder } from '../services/giving/giving';

export const paymentsRouter = router({
  /** Which card form the browser shows: Stripe's (with its publishable key) or the labelled demo form. */
  config: publicProcedure.output(paymentConfigOutput).query(({ ctx }) => ({
    mode: ctx.payments.kind,
    publishableKey: ctx.payments.kind === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  })),

  createDonationIntent: sessionProcedure
    .use(rateLimited('paymentIntent'))
    .input(createPaymentIntentInput)
    .output(paymentIntentOutput)
    .mutation(async ({ ctx, input }) => {
      const order = await donationOrder(ctx, input);
      const { clientSecret, paymentIntentId } = await startPayment(ctx, 'donation', { ...order, idempotencyKey: input.idempotencyKey }, ctx.user);
      return { clientSecret, paymentIntentId };
    }),

  /** The donor settled on another amount: the same intent at the new amount (the card form keeps its fields). */
  changeDonationAmount: sessionProcedure
    .use(rateLimited('paymentIntent'))
    .input(changeDonationAmountInput)
    .output(paymentIntentOutput)
    .mutation(async ({ ctx, input }) => {
      const { paymentIntentId, clientSecret } = input;
      const changed = await changePayment(ctx, 'donation', { paymentIntentId, clientSecret, order: await donationOrder(ctx, input) }, ctx.user);
      return { clientSecret: changed.clientSecret, paymentIntentId: changed.paymentIntentId };
    }),

  /** The optional "Email for your receipt" on /donate, saved on the donation before the card is charged. */
  setDonationReceiptEmail: sessionProcedure
    .use(rateLimited('paymentIntent'))
    .input(donationReceiptEmailInput)
    .output(donationReceiptEmailOutput)
    .mutation(({ ctx, input }) => setReceiptEmail(ctx, 'donation', input, ctx.user)),

  /** The demo card form's "Pay" (demo mode only): 4242... succeeds, 4000 0000 0000 0002 is declined. */
  confirmDemo: publicProcedure
    .use(rateLimited('paymentIntent'))
    .input(demoConfirmInput)
    .output(demoConfirmOutput)
    .mutation(({ ctx, input }) => payWithTestCard(ctx, input.clientSecret, input.cardNumber)),

  /** A payment as it stands (for /thank-you: amount and reference): from the store once settled. */
  status: publicProcedure
    .input(paymentReferenceInput)
    .output(paymentStatusOutput)
    .query(({ ctx, input }) => publicPaymentStatus(ctx, input.paymentIntentId)),
});
