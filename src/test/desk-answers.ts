// The desk's people and the answers every desk page asks for, for the desk's component tests.
import type { SignedInUser } from '@server/contracts/accounts';
import { freshServerAnswers, server } from './msw-server';
import { trpcQueries, type QueryResolvers } from './trpc-msw';

export const member: SignedInUser = { id: 7, username: 'grace', subscriptionTier: 'free', role: 'member' };
export const phoebe: SignedInUser = { id: 21, username: 'phoebe', subscriptionTier: 'free', role: 'staff' };
export const priscilla: SignedInUser = { id: 22, username: 'priscilla', subscriptionTier: 'free', role: 'admin' };

/**
 * Signed in as `session`, with the unread count every staff page reads (2) and the given answers; any other
 * query fails the test. A member gets no desk answers at all, so a desk query asked for them fails it too.
 */
export function deskServer(session: SignedInUser, answers: QueryResolvers = {}) {
  const desk: QueryResolvers = session.role === 'member' ? {} : { 'desk.unreadCounts': () => ({ inbox: 2 }) };
  server.use(trpcQueries({ ...freshServerAnswers, 'accounts.session': () => session, ...desk, ...answers }));
}
