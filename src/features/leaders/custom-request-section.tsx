import { Paper, ThemeIcon } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { CustomResourceRequestButton } from './custom-resource-request-button';
import classes from './leaders.module.css';

/** /spiritual-leaders#custom-resources: ask the ministry to prepare material for a particular need. */
export function CustomRequestSection() {
  return (
    <PageSection id="custom-resources" labelledBy="custom-resources-heading" spacing="even" size="md">
      <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} className={classes.customRequest}>
        <ThemeIcon size={60} radius="xl" color="gold.4" c="dark.8" mb="md" aria-hidden="true">
          <IconPencilPlus size={32} stroke={1.6} />
        </ThemeIcon>
        <SectionHeading id="custom-resources-heading" title="Need Something Specific?" tone="dark" mb={0}>
          A sermon series for a church anniversary, a lesson for a special Sunday, training for a new team: tell us
          about your congregation and what you need, and our team will get in touch to talk it through.
        </SectionHeading>
        <CustomResourceRequestButton size="md" radius="xl" color="gold.4" c="dark.8" mt="xl">
          Request Custom Resources
        </CustomResourceRequestButton>
      </Paper>
    </PageSection>
  );
}
