import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface MediaComingSoonProps {
  icon: Icon;
  /** 'Video Coming Soon', 'Notes Coming Soon' or 'Audio Coming Soon'. */
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A media tab whose recording or notes are not published yet. */
export function MediaComingSoon({ icon: MediaIcon, title, children, action }: MediaComingSoonProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} ta="center" bg="covenant.0">
      <ThemeIcon size={64} radius="xl" color="gold.1" c="gold.8" mx="auto" aria-hidden="true">
        <MediaIcon size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md">
        {title}
      </Title>
      <Text c="gray.7" mt="xs" maw={480} mx="auto">
        {children}
      </Text>
      {action}
    </Paper>
  );
}
