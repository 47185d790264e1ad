import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import classes from '@/components/status-page.module.css';

/** Shown in place of a page that failed to load; the header and footer stay usable. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  return (
    <Container size="sm" className={classes.page}>
      <Title order={1}>Something went wrong</Title>
      <Text size="lg" c="dimmed" mt="md">
        This page could not be loaded. Please try again in a moment.
      </Text>
      <Group justify="center" mt="xl">
        <Button onClick={reset} radius="xl">
          Try Again
        </Button>
        <Button component={Link} to="/" variant="outline" radius="xl">
          Return Home
        </Button>
      </Group>
    </Container>
  );
}
