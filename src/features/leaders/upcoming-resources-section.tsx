import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { upcomingResources } from '@/content/leaders';
import { UpcomingResourceCard } from './upcoming-resource-card';
import shared from '@/features/layout/page-blocks.module.css';

/** The three resources being written, each with a way to hear when it is released. */
export function UpcomingResourcesSection() {
  return (
    <section aria-labelledby="upcoming-heading" className={shared.warmSection}>
      <Container size="lg">
        <Title order={2} id="upcoming-heading" ta="center">
          Coming Soon
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" className={shared.centredLead}>
          New resources we are preparing for you. Ask to be notified and we will email you when each is released.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          {upcomingResources.map((resource) => (
            <UpcomingResourceCard key={resource.title} resource={resource} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
