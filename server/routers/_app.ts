import { router } from '../trpc';
import { accountsRouter } from './accounts';
import { bibleRouter } from './bible';
import { chatRouter } from './chat';
import { contactRouter } from './contact';
import { contentRouter } from './content';
import { deskRouter } from './desk';
import { membershipRouter } from './membership';
import { newsletterRouter } from './newsletter';
import { paymentsRouter } from './payments';
import { givingRouter } from './giving';
import { prayerRouter } from './prayer';
import { studyRouter } from './study';

export const appRouter = router({
  accounts: accountsRouter,
  newsletter: newsletterRouter,
  prayer: prayerRouter,
  contact: contactRouter,
  payments: paymentsRouter,
  giving: givingRouter,
  membership: membershipRouter,
  bible: bibleRouter,
  study: studyRouter,
  chat: chatRouter,
  content: contentRouter,
  desk: deskRouter,
});

export type AppRouter = typeof appRouter;
