import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorCode } from '@/lib/errors';
import { studyMessages, useRefreshStudy, useStudyErrorHandler } from '@/lib/study';
import { useTRPCClient } from '@/lib/trpc';

/**
 * Start Plan: posts the start, then opens the reader at the plan. A 409 means the plan was started
 * already, which counts as success (members.md section 4); a 401 goes to /auth; anything else is the
 * "Failed to start reading plan" toast (or the server's message). The study lists refetch afterwards.
 */
export function useStartPlan() {
  const client = useTRPCClient();
  const navigate = useNavigate();
  const refreshStudy = useRefreshStudy();
  const reportError = useStudyErrorHandler();

  const mutation = useMutation({
    mutationFn: async (planId: number) => {
      try {
        await client.study.startPlan.mutate({ planId });
      } catch (error) {
        if (errorCode(error) !== 'CONFLICT') throw error;
      }
    },
    // Options of the mutation itself, awaited: the button keeps its spinner until the reader opens.
    onSuccess: async (_started, planId) => {
      await navigate({ to: '/bible-reading', search: { planId } });
      // After the move, so only what the reader shows refetches now, and the hub's lists on the next visit.
      void refreshStudy();
    },
    onError: (error) => reportError(error, studyMessages.startPlan),
  });

  return {
    startPlan: (planId: number) => mutation.mutate(planId),
    /** The plan being started, while its start is on its way. */
    startingPlanId: mutation.isPending ? mutation.variables : undefined,
  };
}
