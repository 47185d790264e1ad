import { Alert, Stack, Title } from '@mantine/core';
import type { TranslationId } from '@server/contracts/bible-translations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { ChapterPlace } from './bible-places';
import classes from './bible-reader.module.css';
import { LoadingStatus } from '@/components/loading-status';
import type { TextSize } from '@/lib/bible-preferences';

// The study tools' code and data load only when a member asks for the original words.
const OriginalWords = lazy(() => import('./original-words'));

interface ChapterTextProps {
  place: ChapterPlace;
  translation: TranslationId;
  /** A verse to highlight and bring into view. */
  verse?: number;
  textSize: TextSize;
  /** Each word of the KJV that translates a Greek or Hebrew word as a button that shows it (KJV only). */
  originalWords?: boolean;
}

/** One chapter of the Bible as running text, verse numbers raised; a verse from the URL highlighted. */
export function ChapterText({ place, translation, verse, textSize, originalWords = false }: ChapterTextProps) {
  const trpc = useTRPC();
  // The last chapter stays on screen while the next one loads, so stepping through does not flash.
  const chapter = useQuery({
    ...trpc.bible.chapter.queryOptions({ book: place.book, chapter: place.chapter, translation }),
    placeholderData: keepPreviousData,
  });
  const highlighted = useRef<HTMLElement>(null);
  const showing = chapter.isPlaceholderData ? undefined : chapter.data;

  useEffect(() => {
    if (showing && verse !== undefined) highlighted.current?.scrollIntoView({ block: 'center' });
  }, [showing, verse]);

  if (chapter.isError) {
    return (
      <Alert color="red" variant="light" title="This chapter could not be opened">
        {serverMessage(chapter.error, 'The chapter could not be loaded just now. Please try again.')}
      </Alert>
    );
  }
  if (!chapter.data) return <LoadingStatus label="Loading the chapter" size="sm" />;

  const { book, verses } = chapter.data;
  const text = (
    <p className={classes.text} data-size={textSize} lang="en">
      {verses.map((line) => {
        const content = (
          <>
            <sup className={classes.verseNumber}>{line.verse}</sup>
            <span>{line.text}</span>{' '}
          </>
        );
        const id = `verse-${line.verse}`;
        return showing && line.verse === verse ? (
          <mark key={line.verse} id={id} ref={highlighted} className={classes.highlighted}>
            {content}
          </mark>
        ) : (
          <span key={line.verse} id={id} className={classes.verse}>
            {content}
          </span>
        );
      })}
    </p>
  );
  return (
    <Stack gap="sm" aria-busy={chapter.isPlaceholderData}>
      <Title order={2}>
        {book} {chapter.data.chapter}
      </Title>
      {originalWords && translation === 'kjv' && showing ? (
        <Suspense fallback={text}>
          {/* A new chapter or text size starts with no word chosen: the popover points at where the word was. */}
          <OriginalWords key={`${book} ${chapter.data.chapter} ${textSize}`} place={place} verses={verses} textSize={textSize} verse={verse} />
        </Suspense>
      ) : (
        text
      )}
    </Stack>
  );
}
