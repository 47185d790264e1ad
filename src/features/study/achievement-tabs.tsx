import { SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { AchievementCard } from './achievement-card';
import { achievementFilters, filterAchievements, type AchievementFilter, type AchievementProgress } from './achievement-progress';

interface AchievementTabsProps {
  achievements: AchievementProgress[] | null;
  filter: AchievementFilter;
  onFilter: (filter: AchievementFilter) => void;
}

/** The list by type: Tabs move with the arrow keys; only the chosen panel is drawn. */
export function AchievementTabs({ achievements, filter, onFilter }: AchievementTabsProps) {
  return (
    <section aria-labelledby="achievements-list">
      <Title order={2} size="h3" id="achievements-list" mb="md">
        Your Achievements
      </Title>
      <Tabs
        value={filter}
        onChange={(value) => {
          const chosen = achievementFilters.find((candidate) => candidate.value === value);
          if (chosen) onFilter(chosen.value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Filter achievements by type" mb="lg">
          {achievementFilters.map(({ value, label }) => (
            // Narrower on phones, so the five tabs fit on one line.
            <Tabs.Tab key={value} value={value} px={{ base: 'xs', sm: 'md' }}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {achievementFilters.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            <AchievementGrid achievements={achievements && filterAchievements(achievements, value)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

function AchievementGrid({ achievements }: { achievements: AchievementProgress[] | null }) {
  if (!achievements) return <Text c="dimmed">Your achievements could not be loaded just now. Please try again later.</Text>;
  if (achievements.length === 0) return <Text c="dimmed">No achievements found</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {achievements.map((entry) => (
        <AchievementCard key={entry.achievement.id} entry={entry} />
      ))}
    </SimpleGrid>
  );
}
