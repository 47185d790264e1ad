import { Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { MinistryEvent } from '@/content/events';
import classes from './event-when-where.module.css';

/** 'Friday, May 15 · 7:00 PM' and the place, each with its icon. */
export function EventWhenWhere({ event, size = 'sm' }: { event: MinistryEvent; size?: 'sm' | 'md' }) {
  const { date } = event;
  return (
    <Stack gap={6} className={classes.list} data-size={size}>
      <Text size={size} className={classes.item}>
        <IconClock size={size === 'md' ? 20 : 16} aria-hidden="true" className={classes.icon} />
        <time dateTime={date.fullDate.toISOString()}>
          {date.dayOfWeek}, {date.month} {date.day} · {date.time}
        </time>
      </Text>
      <Text size={size} className={classes.item}>
        <IconMapPin size={size === 'md' ? 20 : 16} aria-hidden="true" className={classes.icon} />
        <span>{event.location}</span>
      </Text>
    </Stack>
  );
}
