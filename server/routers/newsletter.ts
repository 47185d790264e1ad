import { receivedOutput } from '../contracts/common';
import { newsletterMessages, newsletterSubscribeInput, subscribeDialogMessages, subscribeToUpdatesInput } from '../contracts/newsletter';
import { subscribeToNewsletter, subscribeToUpdates } from '../services/newsletter/newsletter';
import { publicFormProcedure, receivedBy, router } from '../trpc';

export const newsletterRouter = router({
  subscribe: publicFormProcedure
    .input(newsletterSubscribeInput)
    .output(receivedOutput)
    .mutation(receivedBy(newsletterMessages.successText, (ctx, subscription) => subscribeToNewsletter(ctx.db, subscription))),
  subscribeToUpdates: publicFormProcedure
    .input(subscribeToUpdatesInput)
    .output(receivedOutput)
    .mutation(receivedBy(subscribeDialogMessages.successText, (ctx, subscription) => subscribeToUpdates(ctx.db, subscription))),
});
