import { Alert, SimpleGrid, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { freeResources, premiumResources } from '@/content/breakthrough-circle';
import { BreakthroughFreeCard } from './breakthrough-free-card';
import { BreakthroughPremiumCard } from './breakthrough-premium-card';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './breakthrough.module.css';

/** The community's resources in two tabs: free and premium. */
export function BreakthroughResources() {
  return (
    <PageSection labelledBy="community-resources-heading" spacing="even">
      <SectionHeading id="community-resources-heading" title="Community Resources" mb="lg">
        Devotionals, guides, courses and teachings to help you grow, found in the community’s library.
      </SectionHeading>
      <Alert
        variant="light"
        color="covenant"
        radius="md"
        icon={<IconInfoCircle aria-hidden="true" />}
        className={classes.notice}
      >
        Community resources are only for members of the Breakthrough Circle community platform. Joining is free; each
        button below opens the community in a new tab.
      </Alert>
      <Tabs defaultValue="free" variant="pills" radius="xl" mt="xl">
        <Tabs.List justify="center" className={classes.tabList}>
          <Tabs.Tab value="free">Free Resources</Tabs.Tab>
          <Tabs.Tab value="premium">Premium Resources</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="free" pt="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {freeResources.map((resource) => (
              <BreakthroughFreeCard key={resource.id} resource={resource} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="premium" pt="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {premiumResources.map((resource) => (
              <BreakthroughPremiumCard key={resource.id} resource={resource} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </PageSection>
  );
}
