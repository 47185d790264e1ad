import { Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TranslationId } from '@server/contracts/bible-translations';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BibleSearch } from './bible-search';
import { DEFAULT_PLACE, findBook, nextChapter, previousChapter, type VersePlace } from './bible-places';
import classes from './bible-reader.module.css';
import { ChapterPicker } from './chapter-picker';
import { ChapterStepper } from './chapter-stepper';
import { ChapterText } from './chapter-text';
import { ReaderSettings } from './reader-settings';
import { useRememberedTranslation, useTextSize } from './reader-preferences';
import { useChapterArrowKeys } from './use-chapter-arrow-keys';

const route = getRouteApi('/_member/bible-reading');

interface BibleReaderPageProps {
  /** What goes under the text: reading notes and Mark as Read (a later issue). */
  belowText?: ReactNode;
}

/**
 * The reader without a plan. The URL holds the place (book, chapter, verse) and the translation, so Back
 * and Forward and shared links work; the translation and text size are also remembered on the device.
 */
export function BibleReaderPage({ belowText }: BibleReaderPageProps) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [rememberedTranslation, rememberTranslation] = useRememberedTranslation();
  const [textSize, setTextSize] = useTextSize();

  const translation = search.translation ?? rememberedTranslation;
  // A book the browser does not know ("Revelations") goes to the server as written; it knows more names.
  const place = search.book
    ? { book: findBook(search.book)?.name ?? search.book, chapter: search.chapter ?? 1 }
    : { ...DEFAULT_PLACE, chapter: search.chapter ?? DEFAULT_PLACE.chapter };
  const previous = previousChapter(place);
  const next = nextChapter(place);

  function goTo({ book, chapter, verse }: VersePlace) {
    void navigate({ search: (current) => ({ ...current, book, chapter, verse }) });
  }

  function chooseTranslation(chosen: TranslationId) {
    rememberTranslation(chosen);
    void navigate({ search: (current) => ({ ...current, translation: chosen }) });
  }

  useChapterArrowKeys(previous && (() => goTo(previous)), next && (() => goTo(next)));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            Bible Study Hub
          </Text>
          <Title order={1}>Bible Reading</Title>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end" gap="md">
                <ChapterPicker place={place} onChange={goTo} />
                <ReaderSettings
                  translation={translation}
                  onTranslationChange={chooseTranslation}
                  textSize={textSize}
                  onTextSizeChange={setTextSize}
                />
              </Group>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <ChapterText place={place} translation={translation} verse={search.verse} textSize={textSize} />
              </Paper>
              <ChapterStepper previous={previous} next={next} onGo={goTo} />
              <div className={classes.belowText}>{belowText}</div>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BibleSearch translation={translation} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
