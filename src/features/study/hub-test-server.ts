// What the server answers the Study Hub in its tests: a signed-in member, the study lists (each test
// says what differs), the reader a plan opens into, and any of the hub's calls failing with a 500.
import type { AchievementView, PlanView, QuizSummary, UserAchievementView, UserPlanView } from '@server/contracts/study';
import { http, HttpResponse } from 'msw';
import superjson from 'superjson';
import { trpcQueries, type ProcedureOutput, type QueryResolvers } from '@/test/trpc-msw';

export const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** `ms` before now: unlock dates that read "Just now", "2 hours ago", "3 days ago". */
export const ago = (ms: number) => new Date(Date.now() - ms);
export { DAY, HOUR };

function plan(id: number, name: string, planType: string, days: number, description: string): PlanView {
  const chapters = Array.from({ length: days }, (_, index) => ({ book: 'John', chapter: index + 1 }));
  return { id, name, description, planType, duration: days, chapters, days: chapters.map((chapter) => [chapter]) };
}

export const johnPlan = plan(1, 'The Gospel of John in 21 Days', 'gospel', 21, 'Walk through the Gospel of John one chapter a day.');
export const psalmsPlan = plan(2, 'Psalms of Comfort', 'wisdom', 7, 'Seven psalms for anxious or weary days.');
export const jonahPlan = plan(3, 'Jonah in 4 Days', 'prophets', 4, 'The reluctant prophet and the God of second chances.');
export const allPlans = [johnPlan, psalmsPlan, jonahPlan];

export const startedPlan = (planId: number, progress: number, isCompleted = false, startedAt = ago(DAY)): UserPlanView => ({
  planId,
  progress,
  isCompleted,
  startedAt,
});

function achievement(id: number, name: string): AchievementView {
  return { id, name, description: `${name}, unlocked by studying.`, icon: 'award', type: 'reading', level: 1, points: 10, threshold: id };
}

export const achievementCatalogue = [
  'First Steps',
  'Faithful Reader',
  'A Lamp to My Feet',
  'Eager Learner',
  'A Good Start',
  'Steady Pilgrim',
].map((name, index) => achievement(index + 1, name));

export const unlocked = (achievementId: number, unlockedAt: Date): UserAchievementView => ({
  id: achievementId * 10,
  achievementId,
  progress: 100,
  unlockedAt,
});
export const locked = (achievementId: number, progress: number): UserAchievementView => ({
  id: null,
  achievementId,
  progress,
  unlockedAt: null,
});

export const quizCatalogue: QuizSummary[] = [
  {
    id: 4,
    title: 'In the Beginning: Genesis',
    description: 'Creation, the fall and the flood.',
    category: 'Old Testament',
    difficulty: 'easy',
    questionCount: 10,
  },
  {
    id: 7,
    title: 'Voices of the Prophets',
    description: 'Isaiah, Jeremiah and the twelve.',
    category: 'Prophets',
    difficulty: 'hard',
    questionCount: 12,
  },
];

/** The hub's own calls, each of which a test can make fail. */
export type HubProcedure =
  'study.myStreak' | 'study.achievements' | 'study.myAchievements' | 'study.plans' | 'study.myPlans' | 'study.quizzes';

export interface HubAnswers {
  streak?: Partial<ProcedureOutput<'study.myStreak'>>;
  plans?: PlanView[];
  myPlans?: UserPlanView[];
  achievements?: AchievementView[];
  myAchievements?: UserAchievementView[];
  quizzes?: QuizSummary[];
  /** These answer 500, as a crashed server would. */
  failing?: readonly HubProcedure[];
}

function hubResolvers(answers: HubAnswers): QueryResolvers {
  return {
    'accounts.session': () => member,
    'study.myStreak': () => ({ currentStreak: 0, longestStreak: 0, recentDays: [], today: '2025-03-12', ...answers.streak }),
    'study.plans': () => ({ plans: answers.plans ?? allPlans }),
    'study.myPlans': () => ({ plans: answers.myPlans ?? [] }),
    'study.achievements': () => ({ achievements: answers.achievements ?? achievementCatalogue }),
    'study.myAchievements': () => ({ achievements: answers.myAchievements ?? [] }),
    'study.quizzes': () => ({ quizzes: answers.quizzes ?? quizCatalogue }),
    // The reader, where Start Plan and Continue Reading lead.
    'study.plan': (input) => ({ plan: allPlans.find((entry) => entry.id === Number(input.planId)) ?? johnPlan }),
    'study.myChapters': () => ({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 }),
    'bible.search': () => ({ query: '', total: 0, results: [], topics: [] }),
    'bible.chapter': (input) => ({
      book: input.book,
      chapter: Number(input.chapter),
      translation: input.translation ?? 'kjv',
      verses: [{ verse: 1, text: `${input.book} ${input.chapter}:1 in the reader.` }],
      previous: null,
      next: null,
    }),
  };
}

/** Answers the hub (and the reader) as `answers` say; the `failing` calls answer 500. */
export function answerHub(answers: HubAnswers = {}) {
  const resolvers = hubResolvers(answers);
  const failing = new Set<string>(answers.failing ?? []);
  if (failing.size === 0) return trpcQueries(resolvers);

  const byPath: Partial<Record<string, (input: never) => unknown>> = resolvers;
  return http.get('*/trpc/:paths', async ({ params }) => {
    const paths = String(params.paths).split(',');
    const results = await Promise.all(
      paths.map(async (path) => {
        const resolve = byPath[path];
        if (failing.has(path) || !resolve) {
          if (!resolve) console.error(`No test handler for tRPC query ${path}`);
          return {
            error: superjson.serialize({
              message: 'Internal server error',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path },
            }),
          };
        }
        // The hub's own calls take no input.
        return { result: { data: superjson.serialize(await resolve({} as never)) } };
      }),
    );
    return HttpResponse.json(results, { status: results.every((result) => 'error' in result) ? 500 : 207 });
  });
}
