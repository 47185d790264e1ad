import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { StrongsEntryText } from './strongs-entry-text';

/** The entries of the numbers a word translates (most words one), each fetched once and kept. */
export function StrongsEntries({ word, numbers }: { word: string; numbers: string[] }) {
  const trpc = useTRPC();
  const entries = useQueries({ queries: numbers.map((number) => ({ ...trpc.bible.strongsEntry.queryOptions({ number }), staleTime: Infinity })) });
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Original word of “{word}” · Strong’s
      </Text>
      {entries.map((entry, index) =>
        entry.data ? (
          <StrongsEntryText key={numbers[index]} entry={entry.data} />
        ) : (
          <Text key={numbers[index]} size="sm" role="status">
            {entry.isError ? `Strong’s ${numbers[index]} could not be loaded just now.` : `Loading Strong’s ${numbers[index]}…`}
          </Text>
        ),
      )}
    </Stack>
  );
}
