import { Button, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff, IconMail } from '@tabler/icons-react';
import type { EventCategory } from '@/content/events';

/** 'No upcoming worship events at this time.' (or, for all events, 'No upcoming events at this time.') */
export function noUpcomingEventsMessage(category: EventCategory | undefined): string {
  return category ? `No upcoming ${category} events at this time.` : 'No upcoming events at this time.';
}

/** Shown in place of the event list when nothing in the chosen category is still to come. */
export function NoUpcomingEvents({ category }: { category: EventCategory | undefined }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center" bg="covenant.0">
      <ThemeIcon size={64} radius="xl" color="gold.1" c="gold.8" mx="auto" aria-hidden="true">
        <IconCalendarOff size={32} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600} size="lg" mt="md">
        {noUpcomingEventsMessage(category)}
      </Text>
      <Text c="gray.7" mt="xs" maw={440} mx="auto">
        New gatherings are added often. Subscribe and we will let you know as soon as the next one is announced.
      </Text>
      <Button component="a" href="#newsletter" radius="xl" mt="lg" leftSection={<IconMail size={18} aria-hidden="true" />}>
        Subscribe for Updates
      </Button>
    </Paper>
  );
}
