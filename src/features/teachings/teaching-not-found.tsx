import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBook2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pageTitle } from '@/lib/page-meta';
import classes from './teaching-not-found.module.css';

/** /teachings/<unknown>: no such teaching. */
export function TeachingNotFound() {
  return (
    <Container size="sm" className={classes.page}>
      <title>{pageTitle('Teaching Not Found')}</title>
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconBook2 size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>Teaching Not Found</Title>
      <Text size="lg" c="gray.7" mt="md">
        The teaching you&apos;re looking for doesn&apos;t exist or has been moved.
      </Text>
      <Button
        component={Link}
        to="/teachings"
        size="md"
        radius="xl"
        mt="xl"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back to Teachings
      </Button>
    </Container>
  );
}
