import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxStatus } from '@server/contracts/desk';
import { SegmentedControl } from '@mantine/core';
import { DeskPageHeader } from './desk-page-header';
import { InboxList } from './inbox-list';
import { inboxStatusLabels } from './inbox-labels';
import { UnreadBadge } from './unread-badge';

const filters = (['new', 'open', 'done'] as const).map((status) => ({ value: status, label: inboxStatusLabels[status] }));

interface InboxPageProps {
  viewer: Pick<SignedInUser, 'id' | 'role'>;
  status: InboxStatus;
  onStatusChange: (status: InboxStatus) => void;
}

/** /desk for staff: the inbox of contact messages and resource requests, filtered by status. */
export function InboxPage({ viewer, status, onStatusChange }: InboxPageProps) {
  return (
    <>
      <DeskPageHeader title="Inbox" aside={<UnreadBadge />}>
        Contact messages and custom resource requests, newest first.
      </DeskPageHeader>
      <SegmentedControl aria-label="Show messages" data={filters} value={status} onChange={onStatusChange} w="fit-content" />
      <InboxList status={status} viewer={viewer} />
    </>
  );
}
