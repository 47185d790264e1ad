import { Paper, Text } from '@mantine/core';

/**
 * Marks where a form that reaches the ministry is mounted until the forms land (issue 4).
 * Deliberately plain: it promises nothing and collects nothing.
 */
export function FormSlot({ name }: { name: string }) {
  return (
    <Paper withBorder p="lg" radius="md" style={{ borderStyle: 'dashed' }} data-form-slot={name}>
      <Text c="dimmed" ta="center">
        The {name} form is being connected and will appear here.
      </Text>
    </Paper>
  );
}
