import { Tabs, Text } from '@mantine/core';
import type { TeachingCategory } from '@/content/teaching-categories';
import { teachingCategories, teachingCategoryLabel } from '@/content/teaching-categories';
import { teachings } from '@/content/teachings';
import { TeachingCard } from './teaching-card';
import filtered from '@/components/filtered-list.module.css';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './teaching-library.module.css';

const ALL = 'all';
const PANEL_ID = 'teachings-panel';

/** The tab's element id: the category id itself (the header's series links point at it), or all-teachings. */
function tabId(value: string) {
  return value === ALL ? 'all-teachings' : value;
}

interface TeachingLibraryProps {
  category: TeachingCategory | undefined;
  onCategoryChange: (category: TeachingCategory | undefined) => void;
}

/** The nine teachings, filtered by the series tabs. The selected series lives in the URL (?category=). */
export function TeachingLibrary({ category, onCategoryChange }: TeachingLibraryProps) {
  const selected = category ?? ALL;
  const shown = category ? teachings.filter((teaching) => teaching.category === category) : teachings;

  const selectTab = (value: string | null) => {
    onCategoryChange(teachingCategories.find((entry) => entry.id === value)?.id);
  };

  return (
    <PageSection id="library" labelledBy="library-title" spacing="even" className={classes.section}>
      <SectionHeading id="library-title" title="Teaching Library">
        Choose a series, or browse everything we have prepared to help you grow in faith.
      </SectionHeading>
      <Tabs value={selected} onChange={selectTab} radius="xl" variant="pills" color="covenant">
        <Tabs.List className={filtered.tabList} aria-label="Teaching series">
          <Tabs.Tab value={ALL} id={tabId(ALL)} aria-controls={PANEL_ID} className={filtered.tab}>
            All Teachings
          </Tabs.Tab>
          {teachingCategories.map((entry) => (
            <Tabs.Tab
              key={entry.id}
              value={entry.id}
              id={tabId(entry.id)}
              aria-controls={PANEL_ID}
              className={filtered.tab}
            >
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* One panel for every tab: the tabs filter a single list rather than switching between pages of it. */}
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={classes.panel}>
        <Text size="sm" c="gray.7" ta="center" mb="lg" aria-live="polite">
          {category
            ? `${teachingCategoryLabel(category)}: ${shown.length} teachings`
            : `All ${shown.length} teachings`}
        </Text>
        <div className={filtered.grid}>
          {shown.map((teaching) => (
            <TeachingCard key={teaching.id} teaching={teaching} />
          ))}
        </div>
      </div>
    </PageSection>
  );
}
