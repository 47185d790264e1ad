import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { showcasedTeachings } from '@/content/teaching-showcase';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { TeachingShowcaseCard } from './teaching-showcase-card';
import classes from './teachings-showcase.module.css';

/** OUR TEACHINGS: three featured series and the way into the full library. */
export function TeachingsShowcase() {
  return (
    <PageSection id="teachings" labelledBy="teachings-title">
      <SectionHeading id="teachings-title" label="OUR TEACHINGS" title="Teaching That Sets Hearts on Fire">
        Bible-based series to help you know the Holy Spirit, discover your purpose and receive God’s healing.
      </SectionHeading>
      <ul className={classes.grid}>
        {showcasedTeachings.map((teaching) => (
          <TeachingShowcaseCard key={teaching.id} teaching={teaching} />
        ))}
      </ul>
      <Group justify="center" mt={48}>
        <Button component={Link} to="/teachings" size="md" radius="xl" variant="outline" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          Browse All Teachings
        </Button>
      </Group>
    </PageSection>
  );
}
