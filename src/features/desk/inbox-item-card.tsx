import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxItem } from '@server/contracts/desk';
import { Anchor, Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { InboxItemDetails } from './inbox-item-details';
import { DeskTime } from './desk-time';
import { inboxKindLabels, inboxStatusBadges, inboxStatusLabels } from './inbox-labels';

interface InboxItemCardProps {
  item: InboxItem;
  viewer: Pick<SignedInUser, 'id' | 'role'>;
}

/**
 * One message in the inbox: what it is, who sent it, when, where it stands and who has it. Its subject is
 * the button that opens the full message below (the disclosure pattern), so a keyboard reaches each one.
 */
export function InboxItemCard({ item, viewer }: InboxItemCardProps) {
  const [opened, setOpened] = useState(false);
  const detailsId = useId();
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" color="covenant" radius="sm">
            {inboxKindLabels[item.kind]}
          </Badge>
          <Badge radius="sm" {...inboxStatusBadges[item.status]}>
            {inboxStatusLabels[item.status]}
          </Badge>
        </Group>
        <Title order={2} size="h4">
          <UnstyledButton aria-expanded={opened} aria-controls={detailsId} onClick={() => setOpened((open) => !open)}>
            <Group gap="xs" wrap="nowrap" component="span">
              <span>{item.subject}</span>
              <Chevron size={18} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Title>
        <Text size="sm">
          {item.name} &middot; <Anchor href={`mailto:${item.email}`}>{item.email}</Anchor>
        </Text>
        <Text size="sm" c="gray.7">
          <DeskTime date={item.createdAt} /> &middot;{' '}
          {item.assignee ? `Assigned to ${item.assignee.username}` : 'Unassigned'}
        </Text>
      </Stack>
      {opened ? <InboxItemDetails id={detailsId} item={item} viewer={viewer} /> : null}
    </Paper>
  );
}
