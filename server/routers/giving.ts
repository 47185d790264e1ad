// Giving for donors: what /donate offers, recurring gifts (set up, confirmed, changed, their card updated), and
// /account's history and annual statement. One-time gifts go through payments.createDonationIntent.
import {
  RECURRING_NEEDS_ACCOUNT,
  cardUpdateOutput,
  changeRecurringAmountInput,
  changeRecurringGiftInput,
  confirmRecurringGiftInput,
  givingOptionsOutput,
  givingOverviewOutput,
  recurringGiftSetupOutput,
  recurringGiftView,
  startRecurringGiftInput,
  statementFileOutput,
  statementYearInput,
} from '../contracts/giving';
import { AppError } from '../errors';
import {
  changeRecurringAmount,
  changeRecurringGift,
  confirmRecurringGift,
  finishCardUpdate,
  givingOptions,
  givingOverview,
  startCardUpdate,
  startRecurringGift,
} from '../services/giving/giving';
import { requireStatement } from '../services/giving/statement';
import { memberProcedure, publicProcedure, rateLimited, router, sessionProcedure } from '../trpc';

export const givingRouter = router({
  options: publicProcedure.output(givingOptionsOutput).query(({ ctx }) => givingOptions(ctx)),

  startRecurring: sessionProcedure
    .use(rateLimited('paymentIntent'))
    .input(startRecurringGiftInput)
    .output(recurringGiftSetupOutput)
    .mutation(({ ctx, input }) => {
      if (!ctx.user) throw new AppError('UNAUTHORIZED', RECURRING_NEEDS_ACCOUNT);
      return startRecurringGift(ctx, input, ctx.user);
    }),

  confirmRecurring: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(confirmRecurringGiftInput)
    .output(recurringGiftView)
    .mutation(({ ctx, input }) => confirmRecurringGift(ctx, input.giftId, ctx.user)),

  change: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(changeRecurringGiftInput)
    .output(recurringGiftView)
    .mutation(({ ctx, input }) => changeRecurringGift(ctx, input.giftId, input.action, ctx.user)),

  changeAmount: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(changeRecurringAmountInput)
    .output(recurringGiftView)
    .mutation(({ ctx, input }) => changeRecurringAmount(ctx, input, ctx.user)),

  startCardUpdate: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(confirmRecurringGiftInput)
    .output(cardUpdateOutput)
    .mutation(({ ctx, input }) => startCardUpdate(ctx, input.giftId, ctx.user, `${ctx.config.siteUrl}/account`)),

  finishCardUpdate: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(confirmRecurringGiftInput)
    .output(recurringGiftView)
    .mutation(({ ctx, input }) => finishCardUpdate(ctx, input.giftId, ctx.user)),

  overview: memberProcedure.output(givingOverviewOutput).query(({ ctx }) => givingOverview(ctx.db, ctx.user.id)),

  /** The member's annual statement as a PDF (404 for a year without gifts). */
  statement: memberProcedure
    .input(statementYearInput)
    .output(statementFileOutput)
    .query(async ({ ctx, input }) => {
      const statement = await requireStatement(ctx.db, { userId: ctx.user.id }, input.year);
      const bytes = await ctx.documents.renderStatement(statement);
      return { filename: `giving-statement-${input.year}.pdf`, contentType: 'application/pdf', base64: Buffer.from(bytes).toString('base64') };
    }),
});
