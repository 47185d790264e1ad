import { List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { auditActionLabel, auditChanges, auditSubjectLabel, type AuditEntry } from './audit-labels';
import { DeskLoadError } from './desk-load-error';
import { auditLogQueryOptions } from './desk-queries';
import { DeskTime } from './desk-time';
import { LoadMore } from './load-more';

/** Every staff action, newest first, a server page at a time: who, what, when, and what changed. */
export function AuditLog() {
  const trpc = useTRPC();
  const log = useInfiniteQuery(auditLogQueryOptions(trpc));

  if (!log.data) {
    return log.isError ? (
      <DeskLoadError error={log.error} what="The audit log" onRetry={() => void log.refetch()} retrying={log.isFetching} />
    ) : (
      <LoadingStatus label="Loading the audit log" />
    );
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <Text c="dimmed">No staff action has been recorded yet.</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped aria-label="Staff actions, newest first">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">What</Table.Th>
              <Table.Th scope="col">Before → after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={log} />
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <DeskTime date={entry.at} />
      </Table.Td>
      <Table.Td>{entry.actor}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {auditActionLabel(entry)}
        </Text>
        <Text size="sm" c="gray.7">
          {auditSubjectLabel(entry)}
        </Text>
      </Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          '—'
        ) : (
          <List size="sm" listStyleType="none" spacing={2}>
            {changes.map((change) => (
              <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" c="gray.7">
                  {change.field}:
                </Text>{' '}
                {change.before} <span aria-hidden="true">→</span>
                <VisuallyHidden>became</VisuallyHidden> {change.after}
              </List.Item>
            ))}
          </List>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
