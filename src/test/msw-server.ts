import { setupServer } from 'msw/node';
import { chatSession, freeTier, SESSION_A } from '@/features/chat/chat-test-server';
import { trpcQueries, type QueryResolvers } from './trpc-msw';

/**
 * What a fresh server would answer: signed out, an empty prayer wall, and no study lists (the Study Hub
 * reads them as it opens, so any test that lands a member there gets them). A test says otherwise with
 * `server.use(trpcQueries({ 'accounts.session': () => user }))`.
 */
export const freshServerAnswers = {
  'accounts.session': () => null,
  'prayer.list': () => ({ prayerRequests: [] }),
  'study.myStreak': () => ({ currentStreak: 0, longestStreak: 0, recentDays: [], today: '' }),
  'study.achievements': () => ({ achievements: [] }),
  'study.myAchievements': () => ({ achievements: [] }),
  'study.plans': () => ({ plans: [] }),
  'study.myPlans': () => ({ plans: [] }),
  'study.quizzes': () => ({ quizzes: [] }),
} satisfies QueryResolvers;

/**
 * What the server answers a member who has just registered, on the Bible chat where registering takes them:
 * the free allowance untouched and one empty conversation (with the fresh server's other answers).
 */
export const newMemberChatAnswers = {
  ...freshServerAnswers,
  'chat.subscription': () => freeTier(),
  'chat.sessions': () => ({ sessions: [chatSession(SESSION_A, 0)] }),
  'chat.messages': () => ({ messages: [] }),
} satisfies QueryResolvers;

export const server = setupServer(trpcQueries(freshServerAnswers));
