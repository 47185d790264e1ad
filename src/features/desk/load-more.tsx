import { Button, Stack, Text } from '@mantine/core';

interface LoadMoreProps {
  /** A desk list read with useInfiniteQuery: the server hands out a page at a time. */
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}

/** "Load more" while the server has more, and a line saying so when the next page failed. */
export function LoadMore({ list }: LoadMoreProps) {
  if (!list.hasNextPage && !list.isFetchNextPageError) return null;
  return (
    <Stack gap="xs" align="flex-start">
      {list.hasNextPage ? (
        <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
      {list.isFetchNextPageError ? (
        <Text c="red.9" role="alert">
          The next page could not be loaded. Please try again.
        </Text>
      ) : null}
    </Stack>
  );
}
