import { Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * The reply, shown but off until the site can send email (the email issue): staff see where it will be and
 * why it does nothing yet. Meanwhile the sender's address above opens their own mail program.
 */
export function ReplyByEmail() {
  const reasonId = useId();
  return (
    <Group gap="sm">
      <Button variant="light" disabled leftSection={<IconMail size={16} aria-hidden="true" />} aria-describedby={reasonId}>
        Reply by email
      </Button>
      <Text id={reasonId} size="sm" c="gray.7">
        Email is not set up yet (coming with the email issue).
      </Text>
    </Group>
  );
}
