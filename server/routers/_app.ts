import { router } from '../trpc';
import { accountsRouter } from './accounts';
import { bibleRouter } from './bible';
import { contactRouter } from './contact';
import { membershipRouter } from './membership';
import { newsletterRouter } from './newsletter';
import { paymentsRouter } from './payments';
import { prayerRouter } from './prayer';

export const appRouter = router({
  accounts: accountsRouter,
  newsletter: newsletterRouter,
  prayer: prayerRouter,
  contact: contactRouter,
  payments: paymentsRouter,
  membership: membershipRouter,
  bible: bibleRouter,
});

export type AppRouter = typeof appRouter;
