import { SimpleGrid, Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ResourceCategory } from '@/content/resource-categories';
import { resourceCategories, resourceCategoryIds } from '@/content/resource-categories';
import { resources } from '@/content/resources';
import { ResourceCard } from './resource-card';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './resources.module.css';

const route = getRouteApi('/resources/');

const tabs: readonly { value: 'all' | ResourceCategory; label: string }[] = [
  { value: 'all', label: 'All Resources' },
  ...resourceCategories,
];

function toCategory(value: string | null): ResourceCategory | undefined {
  return resourceCategoryIds.find((id) => id === value);
}

/** The nine resources, in tabs by category; the open tab is kept in the URL (?category=...). */
export function ResourceLibrary() {
  const { category } = route.useSearch();
  const navigate = route.useNavigate();
  const active = category ?? 'all';
  const shown = category ? resources.filter((resource) => resource.category === category) : resources;

  return (
    <PageSection labelledBy="library-heading" spacing="even">
      <SectionHeading id="library-heading" title="Browse Resources">
        Free to read, print and share with your family, small group or church.
      </SectionHeading>
      <Tabs
        id="resource-library"
        value={active}
        onChange={(value) =>
          void navigate({ search: { category: toCategory(value) }, replace: true, resetScroll: false })
        }
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
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {shown.map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} />
                ))}
              </SimpleGrid>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageSection>
  );
}
