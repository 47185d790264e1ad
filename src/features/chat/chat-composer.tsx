import { Button, Group, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, chatMessages } from '@server/contracts/chat';
import { textareaAutosize } from '@/lib/textarea-autosize';
import classes from './bible-chat.module.css';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** No conversation yet: nothing can be sent, and the field says why. */
  waitingForSession: boolean;
  /** A free member with no messages left today: typing and sending are blocked. */
  blocked: boolean;
  /** An answer is being written: Stop instead of Send. */
  answering: boolean;
}

/** The question field: Enter sends, Shift+Enter starts a new line; Stop ends an answer being written. */
export function ChatComposer({ value, onChange, onSend, onStop, waitingForSession, blocked, answering }: ChatComposerProps) {
  const disabled = waitingForSession || blocked;
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Your question"
          placeholder={waitingForSession ? chatMessages.loadingSession : chatMessages.placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is neither.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onSend();
          }}
          disabled={disabled}
          maxLength={CHAT_MESSAGE_MAX}
          autosize={textareaAutosize}
          minRows={1}
          maxRows={6}
          className={classes.questionField}
        />
        {answering ? (
          <Button type="button" color="red" variant="light" onClick={onStop} leftSection={<IconPlayerStopFilled size={16} aria-hidden="true" />}>
            {chatMessages.stop}
          </Button>
        ) : (
          <Button type="submit" disabled={disabled || value.trim() === ''} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {chatMessages.send}
          </Button>
        )}
      </Group>
    </form>
  );
}
