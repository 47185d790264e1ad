import { outboxStatuses, type OutboxStatus } from '@server/contracts/email';
import { Alert, Group, NativeSelect } from '@mantine/core';
import { IconMailPause } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { ActionStatus } from './action-status';
import { outboxQueryOptions } from './desk-queries';
import { DeskPageHeader } from './desk-page-header';
import type { DeskOutboxFilter } from './desk-search';
import { outboxFilterLabels } from './outbox-labels';
import { OutboxList } from './outbox-list';

const filterOptions = (['all', ...outboxStatuses] as const).map((filter) => ({ value: filter, label: outboxFilterLabels[filter] }));

interface OutboxPageProps {
  /** The filter in the URL (/desk/outbox?status=failed); without one, every message. */
  status: OutboxStatus | undefined;
  onStatusChange: (status: OutboxStatus | undefined) => void;
}

/** /desk/outbox: every email the site wrote and where it stands; a message read whole, a failed or kept one sent again. */
export function OutboxPage({ status, onStatusChange }: OutboxPageProps) {
  const [done, setDone] = useState<string | null>(null);
  const filter: DeskOutboxFilter = status ?? 'all';
  return (
    <>
      <DeskPageHeader title="Outbox">
        Every email the site wrote, newest first, and where it stands. Read a message whole, and send a failed or kept one again.
      </DeskPageHeader>
      <KeptMailNotice status={status} />
      <Group align="flex-end">
        <NativeSelect
          label="Show"
          data={filterOptions}
          value={filter}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onStatusChange(outboxStatuses.find((value) => value === next));
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <ActionStatus message={done} />
      <OutboxList status={status} onDone={setDone} />
    </>
  );
}

/**
 * Why a message is kept: with no SMTP server configured, the site sends nothing and keeps its email here for
 * staff to read and pass on. Said when the list shows a kept message (it reads the list's own query).
 */
function KeptMailNotice({ status }: { status: OutboxStatus | undefined }) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(outboxQueryOptions(trpc, status));
  const anyKept = list.data?.pages.some((page) => page.messages.some((message) => message.status === 'kept'));
  if (!anyKept) return null;
  return (
    <Alert color="covenant" variant="light" icon={<IconMailPause size={20} aria-hidden="true" />}>
      No SMTP server is set (SMTP_URL), so the site keeps its email here rather than sending it. Read a kept message to pass it on by hand, or
      send it again once SMTP_URL is set.
    </Alert>
  );
}
