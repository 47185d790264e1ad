import { Button, Group } from '@mantine/core';
import { IconHeartHandshake, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './closing-cta.module.css';

/** The last word on the home page: reach out, or support the work. */
export function ClosingCta() {
  return (
    <PageSection labelledBy="closing-cta-title" spacing="even" size="md" className={classes.band}>
      <SectionHeading id="closing-cta-title" title="Your Breakthrough Starts Today">
        Whether you need prayer, have a question about faith or want to be part of what God is doing here, we would
        love to hear from you.
      </SectionHeading>
      <Group justify="center" gap="md">
        <Button component={Link} to="/contact" size="lg" radius="xl" leftSection={<IconMail size={20} aria-hidden="true" />}>
          Contact Us
        </Button>
        <Button
          component={Link}
          to="/donate"
          size="lg"
          radius="xl"
          color="gold.4"
          c="covenant.9"
          leftSection={<IconHeartHandshake size={20} aria-hidden="true" />}
        >
          Support the Ministry
        </Button>
      </Group>
    </PageSection>
  );
}
