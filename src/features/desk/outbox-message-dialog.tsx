import type { OutboxEntry } from '@server/contracts/desk-outbox';
import { Button, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeskTime } from './desk-time';
import { emailKindLabels } from './outbox-labels';

interface OutboxMessageDialogProps {
  /** The message being read; kept while the dialog closes, so its content does not vanish mid-transition. */
  message: OutboxEntry | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A message read whole, as the SMTP server would receive it: its headers, its text part, and its HTML part
 * drawn in a sandboxed frame (no scripts, no forms, no access to the desk's page or cookies), never into the
 * page itself. Closed, focus goes back to the Read button that opened it.
 */
export function OutboxMessageDialog({ message, opened, onClose }: OutboxMessageDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={message?.subject ?? 'Message'} size="xl">
      {message ? <MessageWhole entry={message} /> : null}
    </Modal>
  );
}

function MessageWhole({ entry }: { entry: OutboxEntry }) {
  const trpc = useTRPC();
  const message = useQuery(trpc.desk.outbox.message.queryOptions({ id: entry.id }));

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {emailKindLabels[entry.kind]} to {entry.to} &middot; written <DeskTime date={entry.createdAt} />
      </Text>
      {message.data ? (
        <>
          <Stack gap="xs">
            <Title order={2} size="h5">
              Text part
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.data.text}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              HTML part
            </Title>
            <iframe
              sandbox=""
              srcDoc={message.data.html}
              title={`The HTML part of “${entry.subject}”`}
              style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', background: 'white' }}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              Headers
            </Title>
            <Table.ScrollContainer minWidth={400}>
              <Table verticalSpacing={4} fz="sm" aria-label="Headers">
                <Table.Tbody>
                  {Object.entries(message.data.headers).map(([name, value]) => (
                    <Table.Tr key={name}>
                      <Table.Th scope="row" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                        {name}
                      </Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </>
      ) : message.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text c="red.9" size="sm" role="alert">
            {serverMessage(message.error, 'The message could not be loaded. Please try again in a moment.')}
          </Text>
          <Button variant="light" onClick={() => void message.refetch()} disabled={message.isFetching}>
            Try Again
          </Button>
        </Stack>
      ) : (
        <LoadingStatus label="Loading the message" />
      )}
    </Stack>
  );
}
