import { SimpleGrid } from '@mantine/core';
import { upcomingResources } from '@/content/leaders';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { UpcomingResourceCard } from './upcoming-resource-card';

/** The three resources being written, each with a way to hear when it is released. */
export function UpcomingResourcesSection() {
  return (
    <PageSection labelledBy="upcoming-heading" tone="cream-fade" spacing="even">
      <SectionHeading id="upcoming-heading" title="Coming Soon">
        New resources we are preparing for you. Ask to be notified and we will email you when each is released.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {upcomingResources.map((resource) => (
          <UpcomingResourceCard key={resource.title} resource={resource} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
