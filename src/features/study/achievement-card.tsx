import { Badge, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { AchievementIcon } from './achievement-icon';
import { levelLabel, typeLabel, type AchievementProgress, type LevelName } from './achievement-progress';

// Light fills with dark text: each level reads at AA contrast, and its name says it, not the colour alone.
const levelBadges: Record<LevelName, { color: string; c: string }> = {
  Bronze: { color: 'orange.2', c: 'dark.8' },
  Silver: { color: 'gray.2', c: 'gray.8' },
  Gold: { color: 'gold.3', c: 'dark.8' },
  Basic: { color: 'covenant.1', c: 'covenant.9' },
};

const unlockDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * One achievement: name, type and level; its points once unlocked or a lock while locked; what earns it,
 * how far along the member is, and when it was unlocked.
 */
export function AchievementCard({ entry }: { entry: AchievementProgress }) {
  const { achievement, progress, unlockedAt } = entry;
  const nameId = useId();
  const level = levelLabel(achievement.level);
  const unlocked = unlockedAt !== null;

  return (
    <Paper
      component="article"
      aria-labelledby={nameId}
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      bg={unlocked ? undefined : 'gray.0'}
      data-unlocked={unlocked}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color={unlocked ? 'gold.4' : 'gray.3'} c={unlocked ? 'dark.8' : 'gray.7'}>
              <AchievementIcon name={achievement.icon} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={3} size="h5" id={nameId}>
                {achievement.name}
              </Title>
              <Text size="sm" c="dimmed">
                {typeLabel(achievement.type)}
              </Text>
            </Stack>
          </Group>
          {unlocked ? (
            <Badge color="covenant" variant="light" size="lg" style={{ flexShrink: 0 }}>
              {achievement.points} points
            </Badge>
          ) : (
            <IconLock size={22} role="img" aria-label="Locked" color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
          )}
        </Group>
        <Badge color={levelBadges[level].color} c={levelBadges[level].c} variant="filled" radius="sm">
          {level}
        </Badge>
        <Text size="sm">{achievement.description}</Text>
        <Stack gap={4} mt="auto">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Progress
            </Text>
            <Text size="sm" fw={600}>
              {progress}%
            </Text>
          </Group>
          <Progress value={progress} aria-label={`${achievement.name} progress`} color={unlocked ? 'teal.8' : 'covenant'} size="sm" radius="xl" />
          {unlockedAt ? (
            <Text size="sm" c="dimmed">
              Unlocked <time dateTime={unlockedAt.toISOString()}>{unlockDate.format(unlockedAt)}</time>
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
