import { Container, Text, Title } from '@mantine/core';
import { PrayerWall } from '@/features/prayer/prayer-wall';
import shared from '@/features/layout/page-blocks.module.css';

/** /resources#prayer-wall: an introduction around the prayer wall itself. */
export function PrayerWallSection() {
  return (
    <section id="prayer-wall" aria-labelledby="prayer-wall-heading" className={shared.tintedSection}>
      <Container size="lg">
        <Title order={2} id="prayer-wall-heading" ta="center">
          Prayer Wall
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" mb="xl" className={shared.centredLead}>
          “Carry each other’s burdens” (Galatians 6:2). Share what is on your heart and pray for others. Requests you
          mark private are seen only by our prayer team.
        </Text>
        <div>
          <PrayerWall />
        </div>
      </Container>
    </section>
  );
}
