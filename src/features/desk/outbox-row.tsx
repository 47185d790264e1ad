import type { OutboxEntry } from '@server/contracts/desk-outbox';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeskTime } from './desk-time';
import { attemptsText, emailKindLabels, outboxStatusBadges, outboxStatusLabels } from './outbox-labels';
import { useOutboxChange } from './use-outbox-change';

/** What staff may send again (the server checks it again): a message given up on, or kept without SMTP. */
const RESENDABLE: ReadonlySet<OutboxEntry['status']> = new Set(['failed', 'kept']);

interface OutboxRowProps {
  message: OutboxEntry;
  /** Opens the message whole, in the list's dialog. */
  onRead: (message: OutboxEntry) => void;
  /** Says what an action did, in the page's live region. */
  onDone: (text: string) => void;
}

/**
 * One message in the outbox: what it is and who it is for, where it stands (with the SMTP server's last
 * answer when it failed), when it was written and sent, and Read and Send again. A refusal is said under the
 * buttons; once sent again, the row shows it queued and the keyboard moves to its Read button.
 */
export function OutboxRow({ message, onRead, onDone }: OutboxRowProps) {
  const trpc = useTRPC();
  const showChange = useOutboxChange();
  const readButton = useRef<HTMLButtonElement>(null);
  const resend = useMutation(trpc.desk.outbox.resend.mutationOptions({ onSuccess: showChange }));
  const which = `“${message.subject}” to ${message.to}`;
  const retried = message.status === 'queued' && message.attempts > 0;
  const showError = message.lastError !== null && (message.status === 'failed' || message.status === 'queued');

  const sendAgain = () => {
    resend.reset();
    resend.mutate(
      { id: message.id },
      {
        onSuccess: () => {
          onDone(`${which} is back in the queue.`);
          // Its button is gone: the keyboard stays on the row.
          readButton.current?.focus();
        },
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Text size="sm" c="gray.7">
          {emailKindLabels[message.kind]}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge radius="sm" {...outboxStatusBadges[message.status]}>
            {outboxStatusLabels[message.status]}
          </Badge>
          <Text size="sm" c="gray.7">
            {attemptsText(message.attempts)}
            {retried ? (
              <>
                {' '}
                &middot; next try <DeskTime date={message.nextAttemptAt} />
              </>
            ) : null}
          </Text>
          {showError ? (
            <Text size="sm" c={message.status === 'failed' ? 'red.9' : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
              Last error: {message.lastError}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">
          <DeskTime date={message.createdAt} />
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{message.sentAt ? <DeskTime date={message.sentAt} /> : (
            <>
              <span aria-hidden="true">—</span>
              <VisuallyHidden>Not sent</VisuallyHidden>
            </>
          )}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <Button ref={readButton} size="xs" variant="default" onClick={() => onRead(message)}>
              Read <VisuallyHidden>{which}</VisuallyHidden>
            </Button>
            {RESENDABLE.has(message.status) ? (
              <Button size="xs" variant="light" onClick={sendAgain} loading={resend.isPending}>
                Send again <VisuallyHidden>{which}</VisuallyHidden>
              </Button>
            ) : null}
          </Group>
          {resend.isError ? (
            <Text c="red.9" size="sm" role="alert">
              {serverMessage(resend.error, 'The message was not sent again. Please try again in a moment.')}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
