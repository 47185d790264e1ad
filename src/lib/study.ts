// What every Study Hub screen shares: the spec's toasts (members.md section 8), the time zone sent with
// study activity, what to refetch after it, and how a signed-out answer sends the member to /auth.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { accountMessages } from '@server/contracts/account-messages';
import { useCallback } from 'react';
import { errorCode, serverMessage } from './errors';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { useTRPC } from './trpc';

export const studyMessages = {
  errorTitle: 'Error',
  fetchAchievements: 'Failed to fetch achievements',
  fetchStreak: 'Failed to fetch streak',
  fetchPlans: 'Failed to fetch reading plans',
  fetchQuizzes: 'Failed to fetch quizzes',
  quizNotFound: 'Quiz not found',
  fetchQuiz: 'Failed to fetch quiz',
  noQuizId: 'No quiz ID provided',
  startPlan: 'Failed to start reading plan',
  markRead: 'Failed to mark chapter as read',
  planProgress: 'Failed to update reading plan progress',
  submitQuiz: 'Failed to submit quiz',
  markedReadTitle: 'Chapter Marked as Read',
  markedRead: (book: string, chapter: number) => `${book} ${chapter} has been recorded in your reading progress.`,
  achievementTitle: 'Achievement Unlocked!',
  achievementsTitle: 'Achievements Unlocked!',
  achievementsText: (count: number) => `You've unlocked ${count} new achievement(s)!`,
  planUpdatedTitle: 'Reading Plan Updated',
  planCompleted: 'Congratulations on completing the plan!',
} as const;

/** The browser's IANA time zone ("Europe/London"), sent with study writes so streak days are the member's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** After a read, a plan update or a quiz submit: refetch the streak, achievements, chapters and plans. */
export function useRefreshStudy() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [trpc.study.myStreak, trpc.study.myAchievements, trpc.study.myChapters, trpc.study.myPlans].map((procedure) =>
          queryClient.invalidateQueries({ queryKey: procedure.pathKey() }),
        ),
      ),
    [trpc, queryClient],
  );
}

/** One "Achievement Unlocked!" toast per achievement a write unlocked. */
export function announceAchievements(unlocked: readonly { name: string }[]) {
  for (const achievement of unlocked) notifySuccess(studyMessages.achievementTitle, achievement.name);
}

/**
 * The handler for a failed study call: a 401 sends the member to /auth with "Authentication required"
 * (and back here afterwards); anything else is the destructive "Error" toast with the server's message
 * or the spec's fallback.
 */
export function useStudyErrorHandler() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return useCallback(
    (error: unknown, fallback: string) => {
      if (errorCode(error) === 'UNAUTHORIZED') {
        notifyInfo(accountMessages.authRequiredTitle, accountMessages.authRequiredText);
        void navigate({ to: '/auth', search: { redirect: href } });
        return;
      }
      notifyError(studyMessages.errorTitle, serverMessage(error, fallback));
    },
    [navigate, href],
  );
}
