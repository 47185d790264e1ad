import { newsletterSubscribeInput, subscribeToUpdatesInput } from '../contracts/newsletter';
import { publicFormProcedure, router } from '../trpc';
import { subscribeToNewsletter, subscribeToUpdates } from './newsletter.handlers';

export const newsletterRouter = router({
  subscribe: publicFormProcedure
    .input(newsletterSubscribeInput)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input)),
  subscribeToUpdates: publicFormProcedure
    .input(subscribeToUpdatesInput)
    .mutation(({ ctx, input }) => subscribeToUpdates(ctx.db, input)),
});
