import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxStatus } from '@server/contracts/desk';
import { Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { InboxList } from './inbox-list';
import { inboxStatusLabels } from './inbox-labels';
import { UnreadBadge } from './unread-badge';

const filters = (['new', 'open', 'done'] as const).map((status) => ({ value: status, label: inboxStatusLabels[status] }));

interface DeskPageProps {
  viewer: Pick<SignedInUser, 'id' | 'role'>;
  status: InboxStatus;
  onStatusChange: (status: InboxStatus) => void;
}

/** /desk for staff: the inbox of contact messages and resource requests, filtered by status. */
export function DeskPage({ viewer, status, onStatusChange }: DeskPageProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            The Ministry&rsquo;s Desk
          </Text>
          <Group gap="sm" align="center">
            <Title order={1}>Inbox</Title>
            <UnreadBadge />
          </Group>
          <Text c="dimmed" maw={680}>
            Contact messages and custom resource requests, newest first.
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Show messages"
          data={filters}
          value={status}
          onChange={onStatusChange}
          w="fit-content"
        />
        <InboxList status={status} viewer={viewer} />
      </Stack>
    </Container>
  );
}
