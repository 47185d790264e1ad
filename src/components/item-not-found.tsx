import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaticPath } from '@/content/navigation';
import classes from './status-page.module.css';
import { pageTitle } from '@/lib/page-meta';

interface ItemNotFoundProps {
  /** The page's h1, e.g. 'Event Not Found'; also the document title unless `setsDocumentTitle` is false. */
  title: string;
  message: string;
  icon: ReactNode;
  back: { to: StaticPath; label: string; withArrow?: boolean };
  setsDocumentTitle?: boolean;
}

/** What a detail page shows for an unknown slug: what is missing and the way back to the list. */
export function ItemNotFound({ title, message, icon, back, setsDocumentTitle = true }: ItemNotFoundProps) {
  return (
    <Container size="sm" className={classes.page}>
      {setsDocumentTitle ? <title>{pageTitle(title)}</title> : null}
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="gray.7" mt="md">
        {message}
      </Text>
      <Button
        component={Link}
        to={back.to}
        size="md"
        radius="xl"
        mt="xl"
        leftSection={back.withArrow === false ? undefined : <IconArrowLeft size={18} aria-hidden="true" />}
      >
        {back.label}
      </Button>
    </Container>
  );
}
