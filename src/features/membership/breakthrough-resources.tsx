import { Alert, Container, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { freeResources, premiumResources } from '@/content/breakthrough-circle';
import { BreakthroughFreeCard } from './breakthrough-free-card';
import { BreakthroughPremiumCard } from './breakthrough-premium-card';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './breakthrough.module.css';

/** The community's resources in two tabs: free and premium. */
export function BreakthroughResources() {
  return (
    <section aria-labelledby="community-resources-heading" className={shared.section}>
      <Container size="lg">
        <Title order={2} id="community-resources-heading" ta="center">
          Community Resources
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" className={shared.centredLead}>
          Devotionals, guides, courses and teachings to help you grow, found in the community’s library.
        </Text>
        <Alert
          variant="light"
          color="covenant"
          radius="md"
          mt="lg"
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
      </Container>
    </section>
  );
}
