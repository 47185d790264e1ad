import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notifySuccess } from '@/lib/notify';
import { announceAchievements, studyMessages, useRefreshStudy, useStudyErrorHandler } from '@/lib/study';
import { useTRPC } from '@/lib/trpc';
import type { ChapterPlace } from './bible-places';
import { planNeighbours, planStanding, samePlace } from './plan-schedule';

/** "Reading Plan Updated", with the spec's congratulations once the plan is complete. */
export function announcePlanUpdate(plan: { progress: number; isCompleted: boolean }) {
  notifySuccess(
    studyMessages.planUpdatedTitle,
    plan.isCompleted ? studyMessages.planCompleted : `You have read ${plan.progress}% of this plan.`,
  );
}

/**
 * The reader with a plan (?planId=): the plan, the member's standing in it, the chapter to open when the
 * URL names none, and Previous/Next within the plan. When the chapter on screen is in the plan and read,
 * the plan's progress is recomputed and sent if it differs from the stored one (members.md section 4).
 */
export function usePlanReading(planId: number | undefined, place: ChapterPlace | null, read: readonly ChapterPlace[] | undefined) {
  const trpc = useTRPC();
  const refresh = useRefreshStudy();
  const onError = useStudyErrorHandler();
  const inPlan = planId !== undefined;
  const planQuery = useQuery({ ...trpc.study.plan.queryOptions({ planId: planId ?? 0 }), enabled: inPlan });
  const myPlans = useQuery({ ...trpc.study.myPlans.queryOptions(), enabled: inPlan });

  const plan = planQuery.data?.plan;
  const memberPlan = myPlans.data?.plans.find((candidate) => candidate.planId === planId);
  const standing = plan && read && memberPlan ? planStanding(plan, read, memberPlan.startedAt, new Date()) : undefined;
  const opening = plan ? (standing?.nextUnread ?? plan.chapters[0] ?? null) : null;
  const current = place ?? opening;
  const neighbours = plan && current ? planNeighbours(plan, current) : null;

  const updateProgress = useMutation(
    trpc.study.updatePlanProgress.mutationOptions({
      onSuccess: (result) => {
        announcePlanUpdate(result.plan);
        announceAchievements(result.newAchievements);
        void refresh();
      },
      onError: (error) => onError(error, studyMessages.planProgress),
    }),
  );
  const start = useMutation(
    trpc.study.startPlan.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => {
        // Already started is what the member wanted.
        if (error.data?.code === 'CONFLICT') void refresh();
        else onError(error, studyMessages.startPlan);
      },
    }),
  );

  const sent = useRef<string | null>(null);
  const currentIsRead = Boolean(current && read?.some((chapter) => samePlace(chapter, current)));
  const inThisPlan = Boolean(plan && current && plan.chapters.some((chapter) => samePlace(chapter, current)));
  useEffect(() => {
    if (!planId || !memberPlan || memberPlan.isCompleted || !standing || !inThisPlan || !currentIsRead) return;
    if (standing.progress === memberPlan.progress) return;
    const attempt = `${planId}:${standing.progress}`;
    if (sent.current === attempt) return;
    sent.current = attempt;
    updateProgress.mutate({ planId, progress: standing.progress });
  }, [planId, memberPlan, standing, inThisPlan, currentIsRead, updateProgress]);

  return {
    inPlan,
    plan,
    planError: planQuery.error,
    isLoading: inPlan && (planQuery.isPending || myPlans.isPending),
    memberPlan,
    standing,
    current,
    neighbours,
    start: () => planId !== undefined && start.mutate({ planId }),
    isStarting: start.isPending,
  };
}
