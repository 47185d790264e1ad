import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { HubCard } from './hub-card';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import { PlanProgressBar } from './plan-progress-bar';
import { PlanReaderLink } from './plan-reader-link';
import type { PlanWithProgress } from './plan-status';
import classes from './hub-cards.module.css';

export const noActivePlansText = 'No active reading plans';

interface PlanActiveListProps {
  /** The active plans, most recently started first. */
  plans: HubPart<readonly PlanWithProgress[]>;
  /** Browse Reading Plans: the link also moves focus to the Reading Plans tab it opens. */
  onBrowsePlans: () => void;
}

/** Active Reading Plans: the plans started and not completed, each with its progress and Continue Reading. */
export function PlanActiveList({ plans, onBrowsePlans }: PlanActiveListProps) {
  return (
    <HubCard titleId="active-plans-title" title="Active Reading Plans" icon={IconBookmarks}>
      <HubPartView part={plans} loadingLabel="Loading your reading plans" failure="Your reading plans could not be loaded.">
        {(active) => <ActivePlans plans={active} onBrowsePlans={onBrowsePlans} />}
      </HubPartView>
    </HubCard>
  );
}

function ActivePlans({ plans, onBrowsePlans }: { plans: readonly PlanWithProgress[]; onBrowsePlans: () => void }) {
  return plans.length === 0 ? (
    <Stack gap="xs" align="flex-start">
      <Text c="gray.7">{noActivePlansText}</Text>
      <AnchorLink
        to="/bible-study"
        search={{ tab: 'plans' }}
        resetScroll={false}
        fw={600}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // A plain click switches the tab here; a new-tab click keeps its own behaviour.
          if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) onBrowsePlans();
        }}
      >
        Browse Reading Plans
      </AnchorLink>
    </Stack>
  ) : (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-labelledby="active-plans-title">
      {plans.map(({ plan, progress }) => (
        <Paper component="li" key={plan.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h6">
              {plan.name}
            </Title>
            <PlanProgressBar planName={plan.name} progress={progress?.progress ?? 0} />
            <PlanReaderLink planId={plan.id} planName={plan.name} label="Continue Reading" className={classes.cardFoot} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
