import { Stack, Text, Title } from '@mantine/core';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import { PlanCard } from './plan-card';
import { useStartPlan } from './plan-start';
import type { PlanWithProgress } from './plan-status';
import classes from './hub-cards.module.css';

/** The Reading Plans tab: every plan, with the member's progress and a way to start or continue it. */
export function PlanList({ plans }: { plans: HubPart<readonly PlanWithProgress[]> }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" id="plans-title" className={classes.cardTitle}>
          Reading Plans
        </Title>
        <Text c="gray.7">Choose a plan and read a little each day; your progress is saved as you mark chapters read.</Text>
      </Stack>
      <HubPartView part={plans} loadingLabel="Loading reading plans" failure="The reading plans could not be loaded.">
        {(entries) => <PlanCards plans={entries} />}
      </HubPartView>
    </Stack>
  );
}

function PlanCards({ plans }: { plans: readonly PlanWithProgress[] }) {
  const { startPlan, startingPlanId } = useStartPlan();
  if (plans.length === 0) return <Text c="gray.7">No reading plans yet.</Text>;
  return (
    <ul className={classes.cardGrid} aria-labelledby="plans-title">
      {plans.map((entry) => (
        <PlanCard
          key={entry.plan.id}
          entry={entry}
          onStart={startPlan}
          starting={startingPlanId === entry.plan.id}
          startDisabled={startingPlanId !== undefined && startingPlanId !== entry.plan.id}
        />
      ))}
    </ul>
  );
}
