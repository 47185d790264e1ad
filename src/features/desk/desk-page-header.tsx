import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DeskPageHeaderProps {
  title: string;
  /** Beside the title: a count, a badge. */
  aside?: ReactNode;
  /** What the page is for, in a line. */
  children?: ReactNode;
}

/** A desk page's heading (the page's one h1) and what it is for. */
export function DeskPageHeader({ title, aside, children }: DeskPageHeaderProps) {
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {aside}
      </Group>
      {children ? (
        <Text c="dimmed" maw={680}>
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
