import { receivedOutput } from '../contracts/common';
import {
  confirmSubscriptionInput,
  confirmSubscriptionOutput,
  newsletterMessages,
  newsletterSubscribeInput,
  subscribeDialogMessages,
  subscribeToUpdatesInput,
  unsubscribeInput,
  unsubscribeOutput,
} from '../contracts/newsletter';
import { confirmSubscription, subscribeToNewsletter, subscribeToUpdates, unsubscribe } from '../services/newsletter/newsletter';
import { publicFormProcedure, receivedBy, router } from '../trpc';

export const newsletterRouter = router({
  subscribe: publicFormProcedure
    .input(newsletterSubscribeInput)
    .output(receivedOutput)
    .mutation(receivedBy(newsletterMessages.successText, (ctx, subscription) => subscribeToNewsletter(ctx, subscription))),
  subscribeToUpdates: publicFormProcedure
    .input(subscribeToUpdatesInput)
    .output(receivedOutput)
    .mutation(receivedBy(subscribeDialogMessages.successText, (ctx, subscription) => subscribeToUpdates(ctx, subscription))),
  /** The confirmation email's link (/newsletter/confirm): no sign-in, the token is the proof. */
  confirm: publicFormProcedure
    .input(confirmSubscriptionInput)
    .output(confirmSubscriptionOutput)
    .mutation(({ ctx, input }) => confirmSubscription(ctx, input.token)),
  /** The unsubscribe page's button (/newsletter/unsubscribe); mail clients POST the same address in one click. */
  unsubscribe: publicFormProcedure
    .input(unsubscribeInput)
    .output(unsubscribeOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),
});
