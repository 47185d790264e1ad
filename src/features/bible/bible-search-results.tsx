import { Button, List, Stack, Text, Title } from '@mantine/core';
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
}

function countLine({ total, results, strongs, query }: SearchView): string {
  const shown = total > results.length ? `, the first ${results.length} shown` : '';
  if (strongs !== undefined) {
    const verses = total === 1 ? '1 verse' : `${total} verses`;
    return `${verses} of the King James Version with a word for Strong’s ${query}${shown}`;
  }
  return `${total === 1 ? '1 verse found' : `${total} verses found`}${shown}`;
}

/**
 * The verses found (matches marked) and the topics of Nave's Topical Bible, each opening in the reader; for a
 * Strong's number, its dictionary entry first.
 */
export function BibleSearchResults({ search, onShowMore, loadingMore = false }: BibleSearchResultsProps) {
  const { results, topics, total, query, strongs } = search;
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
