import { Group, Progress, Stack, Text } from '@mantine/core';

interface PlanProgressBarProps {
  planName: string;
  progress: number;
}

/** A plan's progress: a bar named after the plan (screen readers hear the percent) and the percent in words. */
export function PlanProgressBar({ planName, progress }: PlanProgressBarProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="gray.7" aria-hidden="true">
          Progress
        </Text>
        <Text size="sm" fw={600} c="covenant.8" aria-hidden="true">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} radius="xl" size="md" aria-label={`${planName} progress`} />
    </Stack>
  );
}
