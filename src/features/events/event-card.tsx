import { Anchor, Badge, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MinistryEvent } from '@/content/events';
import { eventCategoryLabel } from '@/content/events';
import { ComingSoonBadge } from '@/components/coming-soon';
import { EventDateBadge } from './event-date-badge';
import { EventWhenWhere } from './event-when-where';
import shared from '@/components/page-blocks.module.css';
import classes from './event-card.module.css';

/** One upcoming event: picture and date, what it is, when and where, and a link to its page. */
export function EventCard({ event }: { event: MinistryEvent }) {
  return (
    <Card component="article" withBorder radius="lg" shadow="sm" padding={0} className={`${shared.stackedCard} ${shared.liftCard} ${classes.card}`}>
      <div className={classes.media}>
        <img src={event.image} alt="" className={classes.image} width={640} height={360} loading="lazy" />
        <div className={classes.date}>
          <EventDateBadge date={event.date} />
        </div>
      </div>
      <div className={classes.body}>
        <Group gap="xs" justify="flex-end">
          <Badge variant="light" color="covenant" radius="sm">
            {eventCategoryLabel(event.category)}
          </Badge>
          {event.comingSoon ? <ComingSoonBadge color="gold.4" radius="sm" /> : null}
        </Group>
        <Title order={3} size="h4">
          {event.title}
        </Title>
        <EventWhenWhere event={event} />
        <Text c="gray.7" size="sm" lh={1.6}>
          {event.description}
        </Text>
        <div className={classes.footer}>
          <Anchor component={Link} to={event.link} fw={600} className={classes.more}>
            View Details
            <VisuallyHidden>: {event.title}</VisuallyHidden>
            <IconArrowRight size={16} aria-hidden="true" />
          </Anchor>
        </div>
      </div>
    </Card>
  );
}
