import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { SearchView } from '@server/contracts/bible';
import { placeOfLabel } from './bible-places';
import { PlaceLink } from './place-link';
import { MarkedText } from './marked-text';
import { StrongsEntryText } from './strongs-entry-text';

interface BibleSearchResultsProps {
  search: SearchView;
  /** Reads the next page of verses; offered while fewer than `total` are shown. */
  onShowMore?: () => void;
  loadingMore?: boolean;
  /** Runs another search: a Strong's number of the family, or the number with its family ("G26 G25"). */
  onSearch?: (query: string) => void;
}

/** "G26", "G26 or G25", "G26, G25 or G27". */
const numbersSaid = (query: string) => {
  const numbers = query.split(' ');
  return numbers.length === 1 ? query : `${numbers.slice(0, -1).join(', ')} or ${numbers[numbers.length - 1] ?? ''}`;
};

function countLine({ total, results, strongs, query }: SearchView): string {
  const shown = total > results.length ? `, the first ${results.length} shown` : '';
  if (strongs !== undefined) {
    const verses = total === 1 ? '1 verse' : `${total} verses`;
    return `${verses} of the King James Version with a word for Strong’s ${numbersSaid(query)}${shown}`;
  }
  return `${total === 1 ? '1 verse found' : `${total} verses found`}${shown}`;
}

/**
 * The verses found (matches marked) and the topics of Nave's Topical Bible, each opening in the reader; for a
 * Strong's number, its dictionary entry first.
 */
export function BibleSearchResults({ search, onShowMore, loadingMore = false, onSearch }: BibleSearchResultsProps) {
  const { results, topics, total, query, strongs, strongsRelated = [] } = search;
  if (results.length === 0 && topics.length === 0) {
    return (
      <Text role="status">
        No verses found for “{query}”. Try fewer or different words, or the other translation.
      </Text>
    );
  }

  return (
    <Stack gap="md">
      {strongs ? (
        <Stack gap={4} aria-label={`Strong’s ${strongs.number}`} component="section">
          <StrongsEntryText entry={strongs} />
          {onSearch && strongsRelated.length > 0 ? (
            <Stack gap={6} mt={4}>
              <Text size="sm" fw={600} id="strongs-related-heading">
                Related words in Strong’s dictionary
              </Text>
              <Group gap="xs" role="group" aria-labelledby="strongs-related-heading">
                {strongsRelated.map((word) => (
                  <Button key={word.number} variant="light" size="compact-sm" onClick={() => onSearch(word.number)} aria-label={`Search Strong’s ${word.number}, ${word.transliteration}`}>
                    {word.number}&nbsp;
                    <span lang={word.number.startsWith('H') ? 'he' : 'grc'}>{word.lemma}</span>&nbsp;({word.transliteration})
                  </Button>
                ))}
              </Group>
              <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => onSearch([strongs.number, ...strongsRelated.map((word) => word.number)].join(' '))}>
                Search {strongs.number} with its related words
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {results.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {countLine(search)}
          </Text>
          <List listStyleType="none" spacing="sm" aria-label="Verses found" styles={{ itemWrapper: { display: 'block' } }}>
            {results.map((result) => (
              <List.Item key={result.reference}>
                <PlaceLink place={result} fw={600} size="sm">
                  {result.reference}
                </PlaceLink>
                <Text size="sm">
                  <MarkedText text={result.highlighted} />
                </Text>
              </List.Item>
            ))}
          </List>
          {onShowMore && total > results.length ? (
            <Button variant="default" size="sm" onClick={onShowMore} loading={loadingMore} style={{ alignSelf: 'flex-start' }}>
              Show more verses
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {topics.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Topics (Nave’s Topical Bible)
          </Title>
          {topics.map((topic) => (
            <div key={topic.name}>
              <Text fw={600} size="sm">
                {topic.name}
              </Text>
              <Text size="sm">
                {topic.references.map((reference, index) => {
                  const place = placeOfLabel(reference);
                  return (
                    <span key={reference}>
                      {index > 0 ? '; ' : ''}
                      {place ? (
                        <PlaceLink place={place} size="sm">
                          {reference}
                        </PlaceLink>
                      ) : (
                        reference
                      )}
                    </span>
                  );
                })}
              </Text>
            </div>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
