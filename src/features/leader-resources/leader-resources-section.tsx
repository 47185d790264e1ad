import { SimpleGrid, Tabs, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { LeaderResource, LeaderResourceCategory } from '@/content/leader-resources';
import { leaderResourceCategories, leaderResources } from '@/content/leader-resources';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { LeaderResourceCard } from './leader-resource-card';
import classes from './leader-resources.module.css';

type LeaderTab = 'all' | LeaderResourceCategory;

const tabs: readonly { value: LeaderTab; label: string }[] = [
  { value: 'all', label: 'All Resources' },
  ...leaderResourceCategories,
];

function isLeaderTab(value: string | null): value is LeaderTab {
  return tabs.some((tab) => tab.value === value);
}

/** Resources for ministry leaders, filtered by category tabs (home page and /spiritual-leaders). */
export function LeaderResourcesSection({ items = leaderResources }: { items?: readonly LeaderResource[] }) {
  const headingId = useId();
  const [active, setActive] = useState<LeaderTab>('all');
  const shown = active === 'all' ? items : items.filter((item) => item.category === active);

  return (
    <PageSection labelledBy={headingId} spacing="even">
      <SectionHeading id={headingId} title="Resources for Ministry Leaders">
        Lessons, sermon outlines and practical guides to help you teach, preach and care for the people God has
        entrusted to you.
      </SectionHeading>
      <Tabs
        value={active}
        onChange={(value) => {
          if (isLeaderTab(value)) setActive(value);
        }}
        variant="pills"
        radius="xl"
      >
        <Tabs.List justify="center" className={classes.tabList}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="xl">
            {tab.value === active ? (
              shown.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {shown.map((resource) => (
                    <LeaderResourceCard key={resource.id} resource={resource} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text ta="center" c="gray.7">
                  New resources in this category are on their way. Please check back soon.
                </Text>
              )
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageSection>
  );
}
