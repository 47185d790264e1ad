import {
  achievementsOutput,
  markReadInput,
  markReadOutput,
  planDetailOutput,
  planIdInput,
  planProgressInput,
  planProgressOutput,
  plansOutput,
  quizIdInput,
  quizOutput,
  quizSubmitInput,
  quizSubmitOutput,
  quizzesOutput,
  readChaptersInput,
  readChaptersOutput,
  startPlanOutput,
  streakOutput,
  userAchievementsOutput,
  userPlansOutput,
} from '../contracts/study';
import { allAchievements, allPlans, allQuizzes } from '../services/study/catalogue';
import { streakOf, userAchievementsOf } from '../services/study/progress';
import {
  markChapterRead,
  planOrNotFound,
  publicQuiz,
  readChaptersOf,
  startPlan,
  submitQuiz,
  updatePlanProgress,
  userPlansOf,
} from '../services/study/study';
import { memberProcedure, publicProcedure, router, sessionProcedure } from '../trpc';

const noStreak = { currentStreak: 0, longestStreak: 0, recentDays: [], today: '' };

/**
 * The Study Hub. Catalogues are public; a member's own lists answer empty or zero when signed out; every
 * write is for members (401).
 */
export const studyRouter = router({
  plans: publicProcedure.output(plansOutput).query(() => ({ plans: allPlans() })),
  plan: publicProcedure
    .input(planIdInput)
    .output(planDetailOutput)
    .query(({ input }) => {
      const { chapterIds: _ids, ...plan } = planOrNotFound(input.planId);
      return { plan };
    }),
  quizzes: publicProcedure.output(quizzesOutput).query(() => ({ quizzes: allQuizzes() })),
  quiz: publicProcedure.input(quizIdInput).output(quizOutput).query(({ input }) => publicQuiz(input.quizId)),
  achievements: publicProcedure.output(achievementsOutput).query(() => ({ achievements: allAchievements() })),

  myChapters: sessionProcedure
    .input(readChaptersInput)
    .output(readChaptersOutput)
    .query(({ ctx, input }) =>
      ctx.user ? readChaptersOf(ctx.db, ctx.user.id, input.planId) : { chapters: [], chaptersCount: 0, totalReadInPlan: 0 },
    ),
  myPlans: sessionProcedure.output(userPlansOutput).query(async ({ ctx }) => ({ plans: ctx.user ? await userPlansOf(ctx.db, ctx.user.id) : [] })),
  myStreak: sessionProcedure.output(streakOutput).query(({ ctx }) => (ctx.user ? streakOf(ctx, ctx.user.id) : noStreak)),
  myAchievements: sessionProcedure
    .output(userAchievementsOutput)
    .query(async ({ ctx }) => ({ achievements: ctx.user ? await userAchievementsOf(ctx, ctx.user.id) : [] })),

  markRead: memberProcedure.input(markReadInput).output(markReadOutput).mutation(({ ctx, input }) => markChapterRead(ctx, ctx.user.id, input)),
  startPlan: memberProcedure.input(planIdInput).output(startPlanOutput).mutation(({ ctx, input }) => startPlan(ctx, ctx.user.id, input.planId)),
  updatePlanProgress: memberProcedure
    .input(planProgressInput)
    .output(planProgressOutput)
    .mutation(({ ctx, input }) => updatePlanProgress(ctx, ctx.user.id, input)),
  submitQuiz: memberProcedure.input(quizSubmitInput).output(quizSubmitOutput).mutation(({ ctx, input }) => submitQuiz(ctx, ctx.user.id, input)),
});
