import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { chatMessages } from '@server/contracts/chat';

/**
 * A free member's day (members.md sections 2 and 9): the messages left as a bar and in words, the daily
 * limit, and a warning once one or none is left.
 */
export function FreeTierAllowance({ remaining, limit }: { remaining: number; limit: number }) {
  const left = chatMessages.remaining(remaining, limit);
  return (
    <Stack gap={6}>
      {remaining <= 1 ? (
        <Alert color={remaining === 0 ? 'red' : 'yellow'} variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {remaining === 0 ? chatMessages.noneLeftWarning : chatMessages.oneLeftWarning}
        </Alert>
      ) : null}
      <Progress
        value={limit > 0 ? (remaining / limit) * 100 : 0}
        color={remaining <= 1 ? 'red' : 'covenant'}
        size="sm"
        radius="xl"
        aria-label={left}
      />
      <Text size="sm" fw={600}>
        {left}
      </Text>
      <Text size="xs" c="gray.7">
        {chatMessages.freeLimit(limit)}
      </Text>
    </Stack>
  );
}
