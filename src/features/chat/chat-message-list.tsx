import { Box, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChatMessageView } from '@server/contracts/chat';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { AssistantAnswer } from './assistant-answer';
import type { PendingTurn } from './use-chat-send';
import classes from './bible-chat.module.css';

interface ChatMessageListProps {
  messages: ChatMessageView[];
  /** The question on its way and its answer so far. */
  turn: PendingTurn | null;
  /** Shown when there are no messages yet. */
  emptyState: ReactNode;
}

/**
 * The conversation: the member's questions on the right, the assistant's answers on the left, in a box
 * that scrolls (at most 500 px high) and follows the newest words as they are written.
 */
export function ChatMessageList({ messages, turn, emptyState }: ChatMessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const answerSoFar = turn?.answer;
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, turn?.question.id, answerSoFar]);

  if (messages.length === 0 && !turn) return <>{emptyState}</>;

  return (
    // The viewport takes focus so that keyboard users can scroll a long answer that has no link in it.
    <ScrollArea.Autosize
      mah={500}
      type="auto"
      viewportRef={viewport}
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Conversation' }}
    >
      <Stack component="ol" gap="md" className={classes.messages} aria-label="Messages">
        {messages.map((message) => (
          <ChatMessage key={message.id} role={message.role}>
            {message.role === 'assistant' ? (
              <AssistantAnswer content={message.content} unknownReferences={message.unknownReferences} />
            ) : (
              <Text className={classes.question}>{message.content}</Text>
            )}
          </ChatMessage>
        ))}
        {turn ? (
          <>
            <ChatMessage role="user">
              <Text className={classes.question}>{turn.question.content}</Text>
            </ChatMessage>
            <ChatMessage role="assistant">
              {turn.answer ? (
                <AssistantAnswer content={turn.answer} unknownReferences={null} />
              ) : (
                <LoadingStatus label="The Bible Assistant is writing an answer" showLabel size="xs" py={4} />
              )}
            </ChatMessage>
          </>
        ) : null}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function ChatMessage({ role, children }: { role: ChatMessageView['role']; children: ReactNode }) {
  return (
    <Box component="li" className={role === 'user' ? classes.userMessage : classes.assistantMessage} data-role={role}>
      <VisuallyHidden>{role === 'user' ? 'You asked:' : 'Bible Assistant:'}</VisuallyHidden>
      {children}
    </Box>
  );
}
