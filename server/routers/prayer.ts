import { receivedOutput } from '../contracts/common';
import { prayedInput, prayedOutput, prayerListOutput, prayerMessages, prayerSubmitInput, stopPrayerNoticesInput, stopPrayerNoticesOutput } from '../contracts/prayer';
import { listPublicPrayers, prayedFor, submitPrayer } from '../services/prayer/prayer';
import { stopPrayerNotices } from '../services/prayer/requester-notices';
import { publicFormProcedure, publicProcedure, rateLimited, receivedBy, router } from '../trpc';

export const prayerRouter = router({
  list: publicProcedure.output(prayerListOutput).query(({ ctx }) => listPublicPrayers(ctx)),
  submit: publicFormProcedure
    .input(prayerSubmitInput)
    .output(receivedOutput)
    .mutation(receivedBy(prayerMessages.successText, (ctx, request) => submitPrayer(ctx, request))),
  /** "I prayed": once a day per visitor and request; the count is on the wall, never who. */
  prayed: publicProcedure
    .use(rateLimited('prayed'))
    .input(prayedInput)
    .output(prayedOutput)
    .mutation(({ ctx, input }) => prayedFor(ctx, input.id, ctx.clientIp)),
  /** The link in a requester's notice: that request's emails stop (no sign-in: the link is signed). */
  stopNotices: publicFormProcedure
    .input(stopPrayerNoticesInput)
    .output(stopPrayerNoticesOutput)
    .mutation(({ ctx, input }) => stopPrayerNotices(ctx, input.token)),
});
