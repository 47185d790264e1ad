import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pageTitle } from '@/lib/page-meta';
import classes from './event-not-found.module.css';

/** /events/<unknown>: no such event. */
export function EventNotFound() {
  return (
    <Container size="sm" className={classes.page}>
      <title>{pageTitle('Event Not Found')}</title>
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconCalendarQuestion size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>Event Not Found</Title>
      <Text size="lg" c="gray.7" mt="md">
        The event you&apos;re looking for doesn&apos;t exist or has been moved.
      </Text>
      <Button
        component={Link}
        to="/events"
        size="md"
        radius="xl"
        mt="xl"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back to Events
      </Button>
    </Container>
  );
}
