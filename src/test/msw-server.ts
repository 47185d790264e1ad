import { setupServer } from 'msw/node';
import { trpcQueries } from './trpc-msw';

/**
 * What a fresh server would answer: signed out, an empty prayer wall. A test says otherwise with
 * `server.use(trpcQueries({ 'accounts.session': () => user }))`.
 */
export const server = setupServer(
  trpcQueries({
    'accounts.session': () => null,
    'prayer.list': () => ({ prayerRequests: [] }),
  }),
);
