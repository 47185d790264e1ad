import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './leader-resource-page.module.css';

/** Shown at /resources/{slug} when no resource has that slug. */
export function LeaderResourceNotFound() {
  return (
    <Container size="sm" className={classes.notFound}>
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconBookOff size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>Resource Not Found</Title>
      <Text size="lg" c="gray.7" mt="md">
        The resource you’re looking for doesn’t exist or has been moved.
      </Text>
      <Button component={Link} to="/resources" size="md" radius="xl" mt="xl">
        Browse Resources
      </Button>
    </Container>
  );
}
