import { Alert, Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TranslationId } from '@server/contracts/bible-translations';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { BibleSearch } from './bible-search';
import { DEFAULT_PLACE, findBook, nextChapter, previousChapter, type ChapterPlace, type VersePlace } from './bible-places';
import classes from './bible-reader.module.css';
import { ChapterPicker } from './chapter-picker';
import { ChapterStepper } from './chapter-stepper';
import { ChapterText } from './chapter-text';
import { PlanChapterList } from './plan-chapter-list';
import { PlanProgressCard } from './plan-progress-card';
import { samePlace } from './plan-schedule';
import { ReaderSettings } from './reader-settings';
import { useRememberedTranslation, useTextSize } from '@/lib/bible-preferences';
import { ReadingNotes } from './reading-notes';
import { StudyToolsPanel } from './study-tools-panel';
import { announcePlanUpdate, usePlanReading } from './use-plan-reading';
import { useChapterArrowKeys } from './use-chapter-arrow-keys';

const route = getRouteApi('/_member/bible-reading');

/**
 * /bible-reading, with or without a plan (members.md section 2). The URL holds the place (book, chapter,
 * verse), the translation and the plan, so Back and Forward and shared links work; the translation and
 * text size are also remembered on the device. Without a plan the member picks any book and chapter and
 * steps through the whole Bible; with one, the plan's chapters, its progress and Previous/Next within it.
 * Both have the Reading Notes, Mark as Read and the Read badge.
 */
export function BibleReaderPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const trpc = useTRPC();
  const [rememberedTranslation, rememberTranslation] = useRememberedTranslation();
  const [textSize, setTextSize] = useTextSize();
  const [originalWords, setOriginalWords] = useState(false);
  const myChapters = useQuery(trpc.study.myChapters.queryOptions({}));
  const read = myChapters.data?.chapters;

  const translation = search.translation ?? rememberedTranslation;
  // A book the browser does not know ("Revelations") goes to the server as written; it knows more names.
  const urlPlace: ChapterPlace | null = search.book ? { book: findBook(search.book)?.name ?? search.book, chapter: search.chapter ?? 1 } : null;
  const planReading = usePlanReading(search.planId, urlPlace, read);
  const place: ChapterPlace = urlPlace ?? planReading.current ?? { ...DEFAULT_PLACE, chapter: search.chapter ?? DEFAULT_PLACE.chapter };
  const previous = planReading.neighbours ? planReading.neighbours.previous : previousChapter(place);
  const next = planReading.neighbours ? planReading.neighbours.next : nextChapter(place);
  const record = read?.find((chapter) => samePlace(chapter, place)) ?? null;

  function goTo({ book, chapter, verse }: VersePlace) {
    void navigate({ search: (current) => ({ ...current, book, chapter, verse }) });
  }

  function chooseTranslation(chosen: TranslationId) {
    rememberTranslation(chosen);
    void navigate({ search: (current) => ({ ...current, translation: chosen }) });
  }

  useChapterArrowKeys(previous && (() => goTo(previous)), next && (() => goTo(next)));

  // A plan opened without a place starts at its first unread chapter; that place goes into the URL at
  // once, so marking it read (which moves "first unread" on) never moves the page under the member.
  const opening = !urlPlace && planReading.standing ? planReading.current : null;
  useEffect(() => {
    if (opening) void navigate({ search: (current) => ({ ...current, book: opening.book, chapter: opening.chapter }), replace: true });
  }, [opening, navigate]);

  // With a plan and no place in the URL, the chapter to open comes from the plan and the member's reads.
  const waitingForPlace = !urlPlace && planReading.inPlan && planReading.isLoading && !planReading.planError;
  const { plan, memberPlan, standing } = planReading;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            Bible Study Hub
          </Text>
          <Title order={1}>Bible Reading</Title>
        </Stack>
        {planReading.planError && (
          <Alert color="red" variant="light" title="This reading plan could not be opened">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{serverMessage(planReading.planError, 'The plan could not be loaded just now. Please try again.')}</Text>
              <Anchor component={Link} to="/bible-study">
                Back to the Bible Study Hub
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end" gap="md">
                {plan ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void navigate({ search: ({ planId: _plan, ...current }) => ({ ...current, book: place.book, chapter: place.chapter }) })}
                  >
                    Read freely, without the plan
                  </Anchor>
                ) : (
                  <ChapterPicker place={place} onChange={goTo} />
                )}
                <ReaderSettings
                  translation={translation}
                  onTranslationChange={chooseTranslation}
                  textSize={textSize}
                  onTextSizeChange={setTextSize}
                />
              </Group>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} pos="relative">
                {record && (
                  <Badge color="teal.9" className={classes.readBadge}>
                    Read
                  </Badge>
                )}
                {waitingForPlace ? (
                  <LoadingStatus label="Loading your reading plan" size="sm" />
                ) : (
                  <ChapterText place={place} translation={translation} verse={search.verse} textSize={textSize} originalWords={originalWords} />
                )}
              </Paper>
              <ChapterStepper previous={previous} next={next} onGo={goTo} />
              {myChapters.isPending || waitingForPlace ? (
                <LoadingStatus label="Loading your reading progress" size="sm" />
              ) : (
                <ReadingNotes
                  key={`${place.book} ${place.chapter}`}
                  place={place}
                  record={record}
                  onMarked={(plans) => {
                    const updated = plans.find((candidate) => candidate.planId === search.planId);
                    if (updated) announcePlanUpdate(updated);
                  }}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {plan && memberPlan && standing && (
                <>
                  <PlanProgressCard
                    name={plan.name}
                    place={place}
                    progress={memberPlan.progress}
                    isCompleted={memberPlan.isCompleted}
                    standing={standing}
                    onGo={goTo}
                  />
                  <PlanChapterList chapters={plan.chapters} read={read ?? []} current={place} onGo={goTo} />
                </>
              )}
              {plan && !planReading.isLoading && !memberPlan && (
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm" align="flex-start">
                    <Title order={2} size="h4">
                      {plan.name}
                    </Title>
                    <Text size="sm">{plan.description}</Text>
                    <Text size="sm">You have not started this plan yet.</Text>
                    <Button onClick={planReading.start} loading={planReading.isStarting}>
                      Start Plan
                    </Button>
                  </Stack>
                </Paper>
              )}
              <StudyToolsPanel
                place={place}
                translation={translation}
                originalWords={originalWords}
                onOriginalWordsChange={setOriginalWords}
                onReadKjv={() => chooseTranslation('kjv')}
              />
              <BibleSearch translation={translation} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
