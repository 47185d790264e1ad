import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SEARCH_QUERY_MAX, SEARCH_WORDS_MAX, searchWordsOf } from '@server/contracts/bible';
import type { TranslationId } from '@server/contracts/bible-translations';
import type { SearchResult } from '@server/contracts/bible';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { BibleSearchResults } from './bible-search-results';
import { LoadingStatus } from '@/components/loading-status';

interface BibleSearchProps {
  translation: TranslationId;
}

/**
 * Words, a reference or a Strong's number ("love one another", "John 3:16", "G26"): matching verses and Nave's
 * topics, or every KJV verse with a word that translates the number (or one of several: "G26 G25", a word and its
 * family, offered under its entry); "Show more verses" reads the next page.
 */
export function BibleSearch({ translation }: BibleSearchProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [words, setWords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const search = useQuery({
    ...trpc.bible.search.queryOptions({ q: query, translation }),
    enabled: query.length > 0,
  });
  // The pages read after the first, for this query and translation.
  const [more, setMore] = useState<{ key: string; results: SearchResult[] }>({ key: '', results: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const searchKey = `${translation} ${query}`;
  const moreResults = more.key === searchKey ? more.results : [];

  async function showMore() {
    if (!search.data) return;
    setLoadingMore(true);
    try {
      const offset = search.data.results.length + moreResults.length;
      const page = await queryClient.fetchQuery(trpc.bible.search.queryOptions({ q: query, translation, offset }));
      setMore({ key: searchKey, results: [...moreResults, ...page.results] });
    } catch (error) {
      notifyError('Search failed', serverMessage(error, 'More verses could not be loaded just now. Please try again.'));
    } finally {
      setLoadingMore(false);
    }
  }

  useEffect(() => {
    if (search.isError) notifyError('Search failed', serverMessage(search.error, 'The search could not be run just now. Please try again.'));
  }, [search.isError, search.error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = words.trim();
    if (!wanted) return setFieldError('Please enter words to search for');
    if (wanted.length > SEARCH_QUERY_MAX) return setFieldError(`Please keep the search under ${SEARCH_QUERY_MAX} characters`);
    if (searchWordsOf(wanted).length > SEARCH_WORDS_MAX) return setFieldError(`Please search for at most ${SEARCH_WORDS_MAX} words`);
    setFieldError(null);
    setQuery(wanted);
  }

  return (
    <Paper component="section" aria-labelledby="bible-search-heading" withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id="bible-search-heading">
          Search the Bible
        </Title>
        <form onSubmit={submit} role="search" aria-label="Search the Bible" noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Words, a reference or a Strong’s number"
              placeholder="love one another"
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              error={fieldError}
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={search.isFetching}>
              Search
            </Button>
          </Group>
        </form>
        {query && search.isPending && search.fetchStatus !== 'idle' ? <LoadingStatus label="Searching" size="sm" /> : null}
        {search.data ? (
          <BibleSearchResults
            search={{ ...search.data, results: [...search.data.results, ...moreResults] }}
            onShowMore={() => void showMore()}
            loadingMore={loadingMore}
            onSearch={(wanted) => {
              setWords(wanted);
              setFieldError(null);
              setQuery(wanted);
            }}
          />
        ) : null}
        {search.isError ? (
          <Text size="sm" c="dimmed">
            Nothing to show for this search.{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => void search.refetch()}>
              Try again
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
