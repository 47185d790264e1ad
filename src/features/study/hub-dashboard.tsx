import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { HubAchievementsCard } from './hub-achievements-card';
import { HubChatCard } from './hub-chat-card';
import { mapPart, type HubData } from './hub-data';
import { PlanActiveList } from './plan-active-list';
import { activePlans } from './plan-status';
import { StreakCalendar } from './streak-calendar';
import { StreakCard } from './streak-card';

interface HubDashboardProps {
  data: HubData;
  onBrowsePlans: () => void;
}

/** The Dashboard tab: streak, achievements and Bible Chat cards, then the active plans and the reading calendar. */
export function HubDashboard({ data, onBrowsePlans }: HubDashboardProps) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <StreakCard streak={data.streak} />
        <HubAchievementsCard achievements={data.achievements} />
        <HubChatCard />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PlanActiveList plans={mapPart(data.plans, activePlans)} onBrowsePlans={onBrowsePlans} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <StreakCalendar streak={data.streak} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
