import { Button, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { chatMessages, type ChatSessionView } from '@server/contracts/chat';
import { LoadingStatus } from '@/components/loading-status';
import { relativeTime } from '@/lib/relative-time';
import classes from './bible-chat.module.css';

interface ConversationListProps {
  sessions: ChatSessionView[] | undefined;
  pending: boolean;
  currentId: string | null;
  onChoose: (sessionId: string) => void;
  onStart: () => void;
  starting: boolean;
}

/** How a conversation is named in the list (members.md section 2): by its messages, once it has some. */
export function conversationName(session: Pick<ChatSessionView, 'messageCount'>): string {
  return session.messageCount > 0 ? chatMessages.conversation(session.messageCount) : chatMessages.newConversation;
}

/** The left panel: the member's conversations, most recent first, the open one marked; and a new one. */
export function ConversationList({ sessions, pending, currentId, onChoose, onStart, starting }: ConversationListProps) {
  return (
    <Paper component="section" aria-labelledby="chat-conversations" withBorder radius="lg" p="md" className={classes.panel}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="chat-conversations">
          Conversations
        </Title>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onStart} loading={starting} fullWidth>
          Start a new conversation
        </Button>
        {pending ? (
          <LoadingStatus label="Loading your conversations" size="sm" py="md" />
        ) : !sessions || sessions.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {chatMessages.noConversations}
          </Text>
        ) : (
          // Shorter on a phone, where the list sits above the chat.
          <ScrollArea.Autosize mah={{ base: 220, md: 500 }} type="auto" offsetScrollbars>
            <nav aria-label="Conversations">
              <ul className={classes.plainList}>
                {sessions.map((session) => {
                  const current = session.sessionId === currentId;
                  return (
                    <li key={session.sessionId}>
                      <NavLink
                        component="button"
                        type="button"
                        label={conversationName(session)}
                        // The list is ordered by the latest message, so the time shown is that one.
                        description={relativeTime(session.updatedAt)}
                        leftSection={<IconMessages size={18} aria-hidden="true" />}
                        active={current}
                        aria-current={current ? 'true' : undefined}
                        onClick={() => onChoose(session.sessionId)}
                        className={classes.conversation}
                      />
                    </li>
                  );
                })}
              </ul>
            </nav>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
