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

export const server = setupServer(trpcQueries(freshServerAnswers));
