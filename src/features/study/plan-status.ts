import type { PlanView, UserPlanView } from '@server/contracts/study';

/** Not started, active (started and not completed) or completed (members.md section 4). */
export type PlanStatus = 'not-started' | 'active' | 'completed';

export interface PlanWithProgress {
  plan: PlanView;
  /** The member's record of it, when started. */
  progress: UserPlanView | undefined;
  status: PlanStatus;
}

/** The catalogue with each plan's progress for the member, in catalogue order. */
export function plansWithProgress(catalogue: readonly PlanView[], mine: readonly UserPlanView[]): PlanWithProgress[] {
  const byPlan = new Map(mine.map((record) => [record.planId, record]));
  return catalogue.map((plan) => {
    const progress = byPlan.get(plan.id);
    const status: PlanStatus = !progress ? 'not-started' : progress.isCompleted ? 'completed' : 'active';
    return { plan, progress, status };
  });
}

/** The plans the member is reading now, the most recently started first. */
export function activePlans(plans: readonly PlanWithProgress[]): PlanWithProgress[] {
  return plans
    .filter((entry) => entry.status === 'active')
    .sort((a, b) => (b.progress?.startedAt.getTime() ?? 0) - (a.progress?.startedAt.getTime() ?? 0));
}
