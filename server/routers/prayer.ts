import { receivedOutput } from '../contracts/common';
import { prayerListOutput, prayerMessages, prayerSubmitInput } from '../contracts/prayer';
import { listPublicPrayers, submitPrayer } from '../services/prayer/prayer';
import { publicFormProcedure, publicProcedure, receivedBy, router } from '../trpc';

export const prayerRouter = router({
  list: publicProcedure.output(prayerListOutput).query(({ ctx }) => listPublicPrayers(ctx)),
  submit: publicFormProcedure
    .input(prayerSubmitInput)
    .output(receivedOutput)
    .mutation(receivedBy(prayerMessages.successText, (ctx, request) => submitPrayer(ctx, request))),
});
