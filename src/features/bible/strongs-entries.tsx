import { Stack, Text } from '@mantine/core';
import type { StrongsEntryView } from '@server/contracts/bible-study-tools';
import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** A Strong's entry as the reader shows it: the original word, how it is written and said, its meaning. */
export function StrongsEntryText({ entry }: { entry: StrongsEntryView }) {
  const hebrew = entry.language === 'hebrew';
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={700}>
          {entry.number}
        </Text>{' '}
        <Text span size="lg" lang={hebrew ? 'he' : 'grc'} dir={hebrew ? 'rtl' : 'ltr'}>
          {entry.lemma}
        </Text>{' '}
        <Text span fs="italic">
          {entry.transliteration}
        </Text>
        {entry.pronunciation ? ` (${entry.pronunciation})` : ''}
      </Text>
      <Text size="sm">{entry.definition}</Text>
    </Stack>
  );
}

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
