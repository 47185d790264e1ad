import { Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlugConnectedX } from '@tabler/icons-react';
import { chatMessages, type SubscriptionView } from '@server/contracts/chat';

interface ChatPanelHeaderProps {
  subscription: SubscriptionView | undefined;
  /** The conversation on screen, for its export. */
  sessionId: string | null;
}

/** "Bible Assistant" with the member's tier, which assistant answers, and Premium's exports. */
export function ChatPanelHeader({ subscription, sessionId }: ChatPanelHeaderProps) {
  const premium = subscription?.subscription.tier === 'premium';
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={2} size="h3" id="chat-assistant">
            {chatMessages.assistantTitle}
          </Title>
          {subscription ? (
            <Badge size="lg" {...(premium ? { color: 'gold.4', c: 'covenant.9' } : { color: 'covenant', variant: 'light' })}>
              {premium ? chatMessages.premiumBadge : chatMessages.freeBadge}
            </Badge>
          ) : null}
        </Group>
        {subscription?.assistant.kind === 'offline' ? (
          <Group gap={6} c="gray.7">
            <IconPlugConnectedX size={16} aria-hidden="true" />
            <Text size="sm">{subscription.assistant.label}</Text>
          </Group>
        ) : null}
      </Stack>
      {premium ? <ExportMenu sessionId={sessionId} /> : null}
    </Group>
  );
}

/** Premium's downloads (Markdown): the conversation on screen, or the whole history. Plain links. */
function ExportMenu({ sessionId }: { sessionId: string | null }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden="true" />} rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {sessionId ? (
          <Menu.Item component="a" href={`/api/bible-chat/sessions/${encodeURIComponent(sessionId)}/export`} download>
            Export this conversation
          </Menu.Item>
        ) : null}
        <Menu.Item component="a" href="/api/bible-chat/export" download>
          Export all conversations
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
