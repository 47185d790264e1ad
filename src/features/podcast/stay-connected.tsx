import { Button, Group, Paper } from '@mantine/core';
import { IconBrandYoutube, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { NewTabHint } from '@/components/new-tab-hint';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './podcast.module.css';

/** Stay connected: write to us, or watch the teachings on the video channel. */
export function StayConnected() {
  const youtube = ministry.links.youtube;
  return (
    <PageSection id="stay-connected" labelledBy="stay-connected-title" size="md">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.connect}>
        <SectionHeading id="stay-connected-title" title="Stay Connected" tone="dark">
          Have a question you would like us to answer on the show, or a story of what God has done in your life? We
          would love to hear it. You can also watch full teachings on our video channel.
        </SectionHeading>
        <Group justify="center" gap="md">
          <Button component={Link} to="/contact" size="md" radius="xl" color="gold.4" c="covenant.9" leftSection={<IconMail size={18} aria-hidden="true" />}>
            Contact Us
          </Button>
          <Button
            component="a"
            href={youtube.href}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            radius="xl"
            variant="outline"
            color="white"
            leftSection={<IconBrandYoutube size={18} aria-hidden="true" />}
          >
            {youtube.label}
            <NewTabHint />
          </Button>
        </Group>
      </Paper>
    </PageSection>
  );
}
