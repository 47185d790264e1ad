import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TranslationId } from '@server/contracts/bible-translations';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import type { ChapterPlace } from './bible-places';

// Their code and data load only when asked for, so the reader's first load stays as it was.
const CommentaryDrawer = lazy(() => import('./commentary-drawer'));
const BibleTextsAbout = lazy(() => import('./bible-texts-about'));

interface StudyToolsPanelProps {
  place: ChapterPlace;
  translation: TranslationId;
  originalWords: boolean;
  onOriginalWordsChange: (shown: boolean) => void;
  onReadKjv: () => void;
}

/** The reader's study tools: the original words of the KJV, Matthew Henry's commentary, and where the texts come from. */
export function StudyToolsPanel({ place, translation, originalWords, onOriginalWordsChange, onReadKjv }: StudyToolsPanelProps) {
  const [commentaryOpened, setCommentaryOpened] = useState(false);
  const [commentaryLoaded, setCommentaryLoaded] = useState(false);
  const [aboutOpened, setAboutOpened] = useState(false);
  const headingId = useId();
  const aboutId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Study tools
        </Title>
        <Stack gap={6}>
          <Checkbox
            label="Show original words"
            description="In the King James Version, tap or tab to a marked word to see its Greek or Hebrew word and Strong’s definition."
            checked={originalWords}
            onChange={(event) => onOriginalWordsChange(event.currentTarget.checked)}
          />
          {originalWords && translation !== 'kjv' ? (
            <Text size="sm">
              The original words are marked in the King James Version.{' '}
              <Anchor component="button" type="button" size="sm" onClick={onReadKjv}>
                Read this chapter in the KJV
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setCommentaryLoaded(true);
              setCommentaryOpened(true);
            }}
          >
            Commentary
          </Button>
          <Button variant="default" aria-expanded={aboutOpened} aria-controls={aboutId} onClick={() => setAboutOpened((open) => !open)}>
            About these texts
          </Button>
        </Group>
        <div id={aboutId} hidden={!aboutOpened}>
          {aboutOpened ? (
            <Suspense fallback={<LoadingStatus label="Loading" size="sm" />}>
              <BibleTextsAbout />
            </Suspense>
          ) : null}
        </div>
      </Stack>
      {commentaryLoaded ? (
        <Suspense fallback={null}>
          <CommentaryDrawer place={place} opened={commentaryOpened} onClose={() => setCommentaryOpened(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
