import { Button, Container, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MinistryEvent } from '@/content/events';
import { ComingSoonBadge } from '@/components/coming-soon';
import { EventDateBadge } from './event-date-badge';
import { EventWhenWhere } from './event-when-where';
import classes from './featured-event-banner.module.css';

/** The next event, given pride of place at the top of /events. */
export function FeaturedEventBanner({ event }: { event: MinistryEvent }) {
  return (
    <section aria-labelledby="featured-event-title" className={classes.section}>
      <Container>
        <div className={classes.banner}>
          <img src={event.image} alt={event.imageAlt} className={classes.image} width={640} height={400} />
          <div className={classes.content}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <div>
                <Text className={classes.eyebrow}>Next Event</Text>
                <Title order={2} id="featured-event-title" size="h3" mt={6} className={classes.title}>
                  {event.title}
                </Title>
              </div>
              <EventDateBadge date={event.date} />
            </Group>
            {event.comingSoon ? <ComingSoonBadge color="gold.4" mt="md" /> : null}
            <div className={classes.details}>
              <EventWhenWhere event={event} size="md" />
            </div>
            <Text mt="md" lh={1.65} className={classes.description}>
              {event.description}
            </Text>
            <Button
              component={Link}
              to={event.link}
              mt="lg"
              radius="xl"
              color="gold.4"
              c="dark.8"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Event Details
              <VisuallyHidden>: {event.title}</VisuallyHidden>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
