import { Stack, Text } from '@mantine/core';
import type { StrongsEntryView } from '@server/contracts/bible-study-tools';

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
