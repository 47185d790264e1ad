import { setupServer } from 'msw/node';
import { trpcQueries } from './trpc-msw';

/** Signed out unless a test says otherwise (`server.use(trpcQueries({ 'accounts.session': () => user }))`). */
export const server = setupServer(trpcQueries({ 'accounts.session': () => null }));
