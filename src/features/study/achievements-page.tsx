import { Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { LoadingStatus } from '@/components/loading-status';
import { studyMessages } from '@/lib/study';
import { useTRPC } from '@/lib/trpc';
import { useFetchErrorToast } from './achievement-fetch-error';
import { achievementProgress, achievementTotals, type AchievementFilter } from './achievement-progress';
import { AchievementSummary, type SummaryFigure } from './achievement-summary';
import { AchievementTabs } from './achievement-tabs';

const unavailable: SummaryFigure = { shown: '—', spoken: 'Not available just now' };

/** /achievements: what the member has unlocked, their points, streak and chapters, and every badge to earn. */
export function AchievementsPage() {
  const trpc = useTRPC();
  const catalogue = useQuery(trpc.study.achievements.queryOptions());
  const mine = useQuery(trpc.study.myAchievements.queryOptions());
  const streak = useQuery(trpc.study.myStreak.queryOptions());
  const chapters = useQuery(trpc.study.myChapters.queryOptions({}));
  const [filter, setFilter] = useState<AchievementFilter>('all');

  // One toast per message: the catalogue and the member's records make one list.
  useFetchErrorToast(catalogue.error ?? mine.error, studyMessages.fetchAchievements);
  useFetchErrorToast(streak.error, studyMessages.fetchStreak);

  const loading = catalogue.isPending || mine.isPending || streak.isPending || chapters.isPending;
  const achievements = catalogue.data && mine.data ? achievementProgress(catalogue.data.achievements, mine.data.achievements) : null;
  const totals = achievements ? achievementTotals(achievements) : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="covenant" tt="uppercase">
              Bible Study Hub
            </Text>
            <Title order={1}>Achievements</Title>
            <Text c="dimmed" maw={640}>
              Earn badges and points as you read the Bible, follow reading plans, take quizzes and keep your daily streak.
            </Text>
          </Stack>
          <ButtonLink to="/bible-study" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
            Bible Study Hub
          </ButtonLink>
        </Group>

        {loading ? (
          <LoadingStatus label="Loading your achievements" />
        ) : (
          <>
            <section aria-labelledby="achievements-summary">
              <VisuallyHidden component="h2" id="achievements-summary">
                Your progress
              </VisuallyHidden>
              <AchievementSummary
                achievements={totals ? { shown: `${totals.unlocked}/${totals.total}`, spoken: `${totals.unlocked} of ${totals.total} unlocked` } : unavailable}
                points={totals ? { shown: String(totals.points), spoken: `${totals.points} points` } : unavailable}
                streak={
                  streak.data
                    ? {
                        shown: `${streak.data.currentStreak}/${streak.data.longestStreak}`,
                        spoken: `Current streak ${days(streak.data.currentStreak)}, best ${days(streak.data.longestStreak)}`,
                      }
                    : unavailable
                }
                chapters={chapters.data ? { shown: String(chapters.data.chaptersCount), spoken: `${chapters.data.chaptersCount} chapters` } : unavailable}
              />
            </section>
            <AchievementTabs achievements={achievements} filter={filter} onFilter={setFilter} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function days(count: number) {
  return count === 1 ? '1 day' : `${count} days`;
}
