import { Anchor, Badge, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaticPath } from '@/content/navigation';
import classes from './detail-header.module.css';

interface DetailHeaderProps {
  /** The list this item belongs to, e.g. /events with 'All Events'. */
  back: { to: StaticPath; label: string };
  badges: ReactNode;
  /** The item's name: the page's h1. */
  title: string;
  /** What follows the title: a summary, the date, the place. */
  children: ReactNode;
}

/** The deep-blue header of an item's own page (an event, a teaching): a way back, badges, the title. */
export function DetailHeader({ back, badges, title, children }: DetailHeaderProps) {
  return (
    <header className={classes.hero}>
      <Container size="md">
        <Anchor component={Link} to={back.to} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Anchor>
        <Group gap="xs" mt="lg">
          {badges}
        </Group>
        <Title order={1} mt="md" className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </header>
  );
}

/** The white outlined badge that sits on the header's blue. */
export function DetailHeaderBadge({ children }: { children: ReactNode }) {
  return (
    <Badge color="white" variant="outline" radius="sm" className={classes.outlineBadge}>
      {children}
    </Badge>
  );
}
