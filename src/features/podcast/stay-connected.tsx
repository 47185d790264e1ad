import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconBrandYoutube, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { NewTabHint } from '@/features/layout/new-tab-hint';
import { PageSection } from '@/features/layout/page-section';
import classes from './podcast.module.css';

/** Stay connected: write to us, or watch the teachings on the video channel. */
export function StayConnected() {
  const youtube = ministry.links.youtube;
  return (
    <PageSection id="stay-connected" labelledBy="stay-connected-title" size="md">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.connect}>
        <Title order={2} id="stay-connected-title" className={classes.connectTitle}>
          Stay Connected
        </Title>
        <Text size="lg" mt="md" lh={1.7} className={classes.connectText}>
          Have a question you would like us to answer on the show, or a story of what God has done in your life? We
          would love to hear it. You can also watch full teachings on our video channel.
        </Text>
        <Group justify="center" gap="md" mt="xl">
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
