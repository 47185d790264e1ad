import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { AchievementView, UserAchievementView } from '@server/contracts/study';
import { IconAward, IconTrophy } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import { relativeTime } from '@/lib/relative-time';
import { HubCard } from './hub-card';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import { achievementSummary } from './hub-recent-achievements';
import classes from './hub-cards.module.css';

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

interface HubAchievementsCardProps {
  achievements: HubPart<{ catalogue: readonly AchievementView[]; mine: readonly UserAchievementView[] }>;
}

/** Achievements: how many are unlocked of all, the latest three with when, and View All. */
export function HubAchievementsCard({ achievements }: HubAchievementsCardProps) {
  return (
    <HubCard titleId="achievements-title" title="Achievements" icon={IconTrophy}>
      <HubPartView part={achievements} loadingLabel="Loading your achievements" failure="Your achievements could not be loaded.">
        {({ catalogue, mine }) => <AchievementsSummary {...achievementSummary(catalogue, mine)} />}
      </HubPartView>
      <ButtonLink to="/achievements" variant="light" radius="xl" className={classes.cardFoot}>
        View All <VisuallyHidden>achievements</VisuallyHidden>
      </ButtonLink>
    </HubCard>
  );
}

function AchievementsSummary({ unlockedCount, total, recent }: ReturnType<typeof achievementSummary>) {
  return (
    <>
      <dl className={classes.stats}>
        <div>
          <dt>Unlocked</dt>
          <dd>
            <span className={classes.stat}>
              {unlockedCount}/{total}
            </span>
          </dd>
        </div>
      </dl>
      {recent.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600} c="gray.7" id="recent-achievements-label">
            Recently unlocked
          </Text>
          <Stack component="ul" gap="xs" className={classes.plainList} aria-labelledby="recent-achievements-label">
            {recent.map(({ achievement, unlockedAt }) => (
              <Group component="li" key={achievement.id} gap="sm" wrap="nowrap">
                <ThemeIcon size={28} radius="xl" variant="light" color="gold.7" aria-hidden="true">
                  <IconAward size={16} stroke={1.8} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {achievement.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    <time dateTime={unlockedAt.toISOString()} title={`Unlocked ${fullDate.format(unlockedAt)}`}>
                      {relativeTime(unlockedAt)}
                    </time>
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text c="gray.7">No achievements unlocked yet. Read a chapter or take a quiz to earn your first.</Text>
      )}
    </>
  );
}
