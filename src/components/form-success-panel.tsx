import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface FormSuccessPanelProps {
  icon: Icon;
  title: string;
  text: string;
  /** The button that returns to the form ('Subscribe Another Email', 'Send Another Message', ...). */
  actionLabel: string;
  onAction: () => void;
  /** Inside a dialog the panel needs no frame of its own. */
  framed?: boolean;
}

/** What a form turns into once the ministry has received it. */
export function FormSuccessPanel({ icon: SuccessIcon, title, text, actionLabel, onAction, framed = true }: FormSuccessPanelProps) {
  const content = (
    <Stack align="center" gap="sm" ta="center" role="status" py={framed ? undefined : 'md'}>
      <SuccessIcon size={40} color="var(--mantine-color-teal-6)" aria-hidden="true" />
      <Title order={3}>{title}</Title>
      <Text c="dimmed">{text}</Text>
      <Button variant={framed ? 'light' : 'filled'} onClick={onAction}>
        {actionLabel}
      </Button>
    </Stack>
  );
  return framed ? (
    <Paper withBorder radius="md" p="xl">
      {content}
    </Paper>
  ) : (
    content
  );
}
