import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MinistryEvent } from '@/content/events';
import { eventCategoryLabel } from '@/content/events';
import { ministry } from '@/content/ministry';
import { ComingSoonBadge, ComingSoonBanner } from '@/components/coming-soon';
import { DetailHeader, DetailHeaderBadge } from '@/components/detail-header';
import { EventWhenWhere } from './event-when-where';
import classes from './event-detail.module.css';
import { pageTitle } from '@/lib/page-meta';

interface EventDetailProps {
  event: MinistryEvent;
  /** True once the event has begun: its page stays, with a note that it has taken place. */
  isPast: boolean;
}

/** An event's own page: what, when and where, and that its full details are still being prepared. */
export function EventDetail({ event, isPast }: EventDetailProps) {
  const { location } = ministry;
  return (
    <article>
      <title>{pageTitle(event.title)}</title>
      <DetailHeader
        back={{ to: '/events', label: 'All Events' }}
        badges={
          <>
            <DetailHeaderBadge>{eventCategoryLabel(event.category)}</DetailHeaderBadge>
            {event.comingSoon ? <ComingSoonBadge color="gold.4" radius="sm" /> : null}
          </>
        }
        title={event.title}
      >
        <div className={classes.when}>
          <EventWhenWhere event={event} size="md" />
        </div>
      </DetailHeader>

      <Container size="md" className={classes.body}>
        <Stack gap="lg">
          {isPast ? (
            <Alert color="covenant" variant="light" radius="md" icon={<IconHistory aria-hidden="true" />} role="note">
              This event has already taken place. Thank you to everyone who joined us.
            </Alert>
          ) : null}
          {event.comingSoon ? <ComingSoonBanner variant="content" /> : null}
        </Stack>

        <div className={classes.grid}>
          <section aria-labelledby="event-about-title">
            <img src={event.image} alt={event.imageAlt} className={classes.image} width={640} height={400} />
            <Title order={2} id="event-about-title" size="h3" mt="xl">
              About This Event
            </Title>
            <Text mt="md" lh={1.75}>
              {event.description}
            </Text>
            {event.details.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mt="md" lh={1.75}>
                {paragraph}
              </Text>
            ))}
          </section>

          <Paper component="aside" aria-labelledby="event-when-title" withBorder radius="lg" p="lg" shadow="sm" className={classes.aside}>
            <Title order={2} id="event-when-title" size="h4">
              When and Where
            </Title>
            <dl className={classes.facts}>
              <dt>Date</dt>
              <dd>
                {event.date.dayOfWeek}, {event.date.month} {event.date.day}, {event.date.fullDate.getFullYear()}
              </dd>
              <dt>Time</dt>
              <dd>{event.date.time}</dd>
              <dt>Location</dt>
              <dd>
                {event.location}
                <br />
                {location.street}, {location.city}, {location.region} {location.postalCode}
              </dd>
            </dl>
            <Stack gap="sm" mt="lg">
              <Button component={Link} to="/events" radius="xl" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
                Back to Events
              </Button>
              <Button
                component={Link}
                to="/contact"
                radius="xl"
                variant="light"
                leftSection={<IconMail size={18} aria-hidden="true" />}
              >
                Ask a Question
              </Button>
            </Stack>
          </Paper>
        </div>
      </Container>
    </article>
  );
}
