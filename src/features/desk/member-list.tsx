import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { membersQueryOptions } from './desk-queries';
import { LoadMore } from './load-more';
import { MemberCard } from './member-card';

/** The members whose username holds the search, alphabetically, a server page at a time. */
export function MemberList({ search }: { search: string | undefined }) {
  const trpc = useTRPC();
  const members = useInfiniteQuery({ ...membersQueryOptions(trpc, search), placeholderData: keepPreviousData });

  if (!members.data) {
    return members.isError ? (
      <DeskLoadError error={members.error} what="The members" onRetry={() => void members.refetch()} retrying={members.isFetching} />
    ) : (
      <LoadingStatus label="Loading the members" />
    );
  }
  const rows = members.data.pages.flatMap((page) => page.members);
  if (rows.length === 0) return <Text c="dimmed">{search ? `No username holds “${search}”.` : 'Nobody has an account yet.'}</Text>;

  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" aria-label="Members" aria-busy={members.isPlaceholderData || undefined} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </Stack>
      <LoadMore list={members} />
    </Stack>
  );
}
