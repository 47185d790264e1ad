import { FREE_CHAT_MESSAGES_PER_DAY } from '@server/contracts/chat';
import { setupServer } from 'msw/node';
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
  'chat.subscription': () => ({
    subscription: { tier: 'free', premiumUntil: null },
    messageCount: 0,
    remaining: FREE_CHAT_MESSAGES_PER_DAY,
    limit: FREE_CHAT_MESSAGES_PER_DAY,
    resetsAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    assistant: { kind: 'offline', label: 'Offline assistant (no AI key configured)' },
  }),
  'chat.sessions': () => ({
    sessions: [{ id: 1, sessionId: '7b0c3a52-1f7e-4d39-9f55-0d7c6f0c1a00', name: 'New Conversation', messageCount: 0, createdAt: new Date(), updatedAt: new Date() }],
  }),
  'chat.messages': () => ({ messages: [] }),
} satisfies QueryResolvers;

export const server = setupServer(trpcQueries(freshServerAnswers));
