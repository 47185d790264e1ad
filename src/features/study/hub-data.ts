import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { errorCode } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { studyMessages, useStudyErrorHandler } from '@/lib/study';
import { useTRPC } from '@/lib/trpc';
import { plansWithProgress } from './plan-status';

/** What a part of the hub shows: a spinner, a failure with Try Again, or its data. */
export type HubPart<T> = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/** What the parts read of a query's state. */
interface QueryState<T> {
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Two queries shown as one part. Data already there stays shown (a failed refetch only toasts); without
 * it, the part waits while either loads, then fails when either failed, and Try Again refetches those.
 */
function joinedPart<A, B, T>(first: QueryState<A>, second: QueryState<B>, join: (a: A, b: B) => T): HubPart<T> {
  if (first.data !== undefined && second.data !== undefined) return { status: 'success', data: join(first.data, second.data) };
  if (first.isFetching || second.isFetching || !(first.isError || second.isError)) return { status: 'pending' };
  return {
    status: 'error',
    retry: () => {
      // A single query is both halves: refetch it once.
      const failed = new Set<QueryState<unknown>>([first, second].filter((query) => query.isError));
      for (const query of failed) void query.refetch();
    },
  };
}

/** The same part with its data reshaped. */
export function mapPart<T, U>(source: HubPart<T>, reshape: (data: T) => U): HubPart<U> {
  return source.status === 'success' ? { status: 'success', data: reshape(source.data) } : source;
}

function part<T>(query: QueryState<T>): HubPart<T> {
  return joinedPart(query, query, (data) => data);
}

/**
 * Everything the hub reads, fetched once for all three tabs, and one toast per failed part in the
 * spec's words ("Failed to fetch reading plans"). The toasts live here, not in the tabs, so switching tab
 * never repeats them.
 */
export function useHubData() {
  const trpc = useTRPC();
  const streak = useQuery(trpc.study.myStreak.queryOptions());
  const achievements = useQuery(trpc.study.achievements.queryOptions());
  const myAchievements = useQuery(trpc.study.myAchievements.queryOptions());
  const plans = useQuery(trpc.study.plans.queryOptions());
  const myPlans = useQuery(trpc.study.myPlans.queryOptions());
  const quizzes = useQuery(trpc.study.quizzes.queryOptions());

  useFetchFailureToast(streak.error, studyMessages.fetchStreak);
  useFetchFailureToast(achievements.error ?? myAchievements.error, studyMessages.fetchAchievements);
  useFetchFailureToast(plans.error ?? myPlans.error, studyMessages.fetchPlans);
  useFetchFailureToast(quizzes.error, studyMessages.fetchQuizzes);

  return {
    streak: part(streak),
    achievements: joinedPart(achievements, myAchievements, (catalogue, mine) => ({
      catalogue: catalogue.achievements,
      mine: mine.achievements,
    })),
    plans: joinedPart(plans, myPlans, (catalogue, mine) => plansWithProgress(catalogue.plans, mine.plans)),
    quizzes: part(quizzes),
  };
}

export type HubData = ReturnType<typeof useHubData>;

/**
 * The destructive "Error" toast with the spec's text, once per failure. A signed-out answer (the lists
 * answer empty rather than 401 today) would go to /auth like every other study call.
 */
function useFetchFailureToast(error: unknown, message: string) {
  const reportStudyError = useStudyErrorHandler();
  const report = useEffectEvent((failure: unknown) => {
    if (errorCode(failure) === 'UNAUTHORIZED') reportStudyError(failure, message);
    else notifyError(studyMessages.errorTitle, message);
  });
  useEffect(() => {
    if (error) report(error);
  }, [error]);
}
