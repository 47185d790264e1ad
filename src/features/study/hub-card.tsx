import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './hub-cards.module.css';

interface HubCardProps {
  /** Id of the card's h2, which names the section. */
  titleId: string;
  title: string;
  icon: Icon;
  children: ReactNode;
}

/** A card of the Dashboard: a named section with an icon and an h2. */
export function HubCard({ titleId, title, icon: CardIcon, children }: HubCardProps) {
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="covenant" aria-hidden="true">
            <CardIcon size={22} stroke={1.7} />
          </ThemeIcon>
          <Title order={2} id={titleId} size="h4" className={classes.cardTitle}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
