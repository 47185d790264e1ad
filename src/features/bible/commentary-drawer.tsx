// Loaded when a member opens the commentary (study-tools-panel.tsx): Matthew Henry's Concise Commentary on the
// chapter being read, in a drawer beside it, said plainly to be commentary and not Scripture.
import { Alert, Drawer, List, Stack, Text, Title } from '@mantine/core';
import type { CommentarySectionView } from '@server/contracts/bible-study-tools';
import { useQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { ChapterPlace } from './bible-places';

interface CommentaryDrawerProps {
  place: ChapterPlace;
  opened: boolean;
  onClose: () => void;
}

const versesLabel = (section: CommentarySectionView) =>
  section.verseStart === section.verseEnd ? `Verse ${section.verseStart}` : `Verses ${section.verseStart}–${section.verseEnd}`;

/** An introduction opens a book (chapter 1) or speaks of the whole chapter ("Esau and his descendants"). */
const headingOf = (section: CommentarySectionView, place: ChapterPlace) =>
  section.kind === 'outline'
    ? 'Outline of the chapter'
    : section.kind === 'introduction'
      ? place.chapter === 1 ? `Introduction to ${place.book}` : `${place.book} ${place.chapter}`
      : versesLabel(section);

export default function CommentaryDrawer({ place, opened, onClose }: CommentaryDrawerProps) {
  const trpc = useTRPC();
  const commentary = useQuery({ ...trpc.bible.commentary.queryOptions({ book: place.book, chapter: place.chapter }), enabled: opened, staleTime: Infinity });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Stack gap={0}>
          <Text size="xs" fw={700} tt="uppercase" c="covenant.9">
            Commentary, not Scripture
          </Text>
          <Title order={2} size="h3">
            Matthew Henry on {place.book} {place.chapter}
          </Title>
        </Stack>
      }
      closeButtonProps={{ 'aria-label': 'Close the commentary' }}
    >
      <Stack gap="md">
        <Text size="sm">
          From <em>Matthew Henry’s Concise Commentary on the Whole Bible</em> (1706), a public-domain work. It is one
          teacher’s explanation of the text, not the Bible itself.
        </Text>
        {commentary.isError ? (
          <Alert color="red" variant="light" title="The commentary could not be opened">
            {serverMessage(commentary.error, 'The commentary could not be loaded just now. Please try again.')}
          </Alert>
        ) : !commentary.data ? (
          <LoadingStatus label="Loading the commentary" size="sm" />
        ) : (
          commentary.data.sections.map((section, index) => (
            <Stack key={index} gap="xs" component="section" aria-label={headingOf(section, place)}>
              <Title order={3} size="h5">
                {headingOf(section, place)}
              </Title>
              {section.kind === 'outline' ? (
                <List size="sm" spacing={4}>
                  {section.paragraphs.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              ) : (
                section.paragraphs.map((paragraph, at) => (
                  <Text key={at} size="sm">
                    {paragraph}
                  </Text>
                ))
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Drawer>
  );
}
