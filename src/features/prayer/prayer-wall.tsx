import { SimpleGrid, Stack, Title } from '@mantine/core';
import { PrayerForm } from './prayer-form';
import { PrayerList } from './prayer-list';

/** The prayer wall on /resources#prayer-wall: public requests beside the submission form. */
export function PrayerWall() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm">
        <Title order={3}>Recent prayer requests</Title>
        <PrayerList />
      </Stack>
      <PrayerForm />
    </SimpleGrid>
  );
}
