import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { ALMOST_THERE_PROGRESS } from '@server/contracts/study-limits';
import type { ChapterPlace } from './bible-places';
import type { PlanStanding } from './plan-schedule';

interface PlanProgressCardProps {
  name: string;
  /** The chapter on screen. */
  place: ChapterPlace;
  /** The progress the server keeps for the member's plan. */
  progress: number;
  isCompleted: boolean;
  standing: PlanStanding;
  onGo: (place: ChapterPlace) => void;
}

const list = (places: ChapterPlace[]) => places.map((place) => `${place.book} ${place.chapter}`).join(', ');

/** The plan progress card (members.md section 2), with the day of the plan and a way to catch up. */
export function PlanProgressCard({ name, place, progress, isCompleted, standing, onGo }: PlanProgressCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-progress-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Reading plan
            </Text>
            <Title order={2} size="h4" id="plan-progress-title">
              {name}
            </Title>
          </Stack>
          {isCompleted ? (
            <Badge color="teal">Completed</Badge>
          ) : (
            <Badge variant="light">
              Day {standing.day} of {standing.totalDays}
            </Badge>
          )}
        </Group>
        <Text>
          Now reading{' '}
          <Text span fw={600}>
            {place.book} {place.chapter}
          </Text>
        </Text>
        <Progress value={progress} aria-label={`Plan progress: ${progress}%`} size="lg" radius="xl" />
        <Text size="sm">
          {progress}% complete · {standing.readCount} of {standing.totalChapters} chapters read
        </Text>
        {!isCompleted && standing.todaysReading.length > 0 && (
          <Text size="sm">
            Today&apos;s reading: <strong>{list(standing.todaysReading)}</strong>
          </Text>
        )}
        {progress >= ALMOST_THERE_PROGRESS && !isCompleted && (
          <Alert color="teal" variant="light" title="Almost there!">
            You have read {progress}% of this plan. Keep going to finish it.
          </Alert>
        )}
        {!isCompleted && standing.daysBehind > 0 && standing.nextUnread && (
          <Alert color="gold" variant="light" title={`${standing.daysBehind} ${standing.daysBehind === 1 ? 'day' : 'days'} behind`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Pick up where you left off; every chapter you read counts toward the plan.</Text>
              <Button size="xs" variant="light" onClick={() => standing.nextUnread && onGo(standing.nextUnread)}>
                Catch up: {standing.nextUnread.book} {standing.nextUnread.chapter}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
