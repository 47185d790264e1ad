import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled panel of /account. */
export function AccountCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
