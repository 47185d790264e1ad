import { prayerSubmitInput } from '../contracts/prayer';
import { publicFormProcedure, publicProcedure, router } from '../trpc';
import { listPublicPrayers, submitPrayer } from './prayer.handlers';

export const prayerRouter = router({
  list: publicProcedure.query(({ ctx }) => listPublicPrayers(ctx.db)),
  submit: publicFormProcedure.input(prayerSubmitInput).mutation(({ ctx, input }) => submitPrayer(ctx.db, input)),
});
