import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconCalendar, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { PlanProgressBar } from './plan-progress-bar';
import { PlanReaderLink } from './plan-reader-link';
import type { PlanWithProgress } from './plan-status';
import classes from './hub-cards.module.css';

interface PlanCardProps {
  entry: PlanWithProgress;
  onStart: (planId: number) => void;
  /** This plan's start is on its way. */
  starting: boolean;
  /** Another plan is being started: one at a time. */
  startDisabled: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A reading plan: name, kind, days and chapters, description, progress when active, and Start Plan,
 * Continue Reading or, once completed, Read Again.
 */
export function PlanCard({ entry, onStart, starting, startDisabled }: PlanCardProps) {
  const { plan, progress, status } = entry;
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" className={classes.cardTitle}>
            {plan.name}
          </Title>
          {status === 'completed' ? (
            <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
              Completed
            </Badge>
          ) : null}
        </Group>
        <Group gap="md" c="gray.7">
          <Badge variant="light" color="covenant" tt="capitalize">
            {plan.planType}
          </Badge>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden="true" />
            <Text size="sm">{count(plan.duration, 'day', 'days')}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconBook2 size={16} aria-hidden="true" />
            <Text size="sm">{count(plan.chapters.length, 'chapter', 'chapters')}</Text>
          </Group>
        </Group>
        <Text size="sm" c="gray.8" lh={1.6}>
          {plan.description}
        </Text>
        {status === 'active' && progress ? <PlanProgressBar planName={plan.name} progress={progress.progress} /> : null}
        {status === 'not-started' ? (
          <Button
            radius="xl"
            leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
            loading={starting}
            disabled={startDisabled}
            onClick={() => onStart(plan.id)}
            className={classes.cardFoot}
          >
            Start Plan<VisuallyHidden>: {plan.name}</VisuallyHidden>
          </Button>
        ) : (
          <PlanReaderLink
            planId={plan.id}
            planName={plan.name}
            label={status === 'completed' ? 'Read Again' : 'Continue Reading'}
            variant={status === 'completed' ? 'light' : 'filled'}
            className={classes.cardFoot}
          />
        )}
      </Stack>
    </Paper>
  );
}
