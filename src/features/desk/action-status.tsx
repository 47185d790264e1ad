import { Text } from '@mantine/core';

/**
 * Where a desk page says what an action did ('lydia@example.com was removed.'): a polite live region, there
 * from the start so screen readers hear each new message, and seen by everyone.
 */
export function ActionStatus({ message }: { message: string | null }) {
  return (
    <Text role="status" size="sm" fw={500} c="teal.9">
      {message}
    </Text>
  );
}
