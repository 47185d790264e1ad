import { Button, Collapse, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { resultPreview, type ContentItem, type GeneratedContent } from '@server/contracts/content';
import { useId, type ReactNode } from 'react';
import { ScriptureText } from '@/components/scripture-text';
import { ContentBadges } from './content-badges';
import { ContentExcerpt, ContentMarkdown } from './content-markdown';
import { DownloadLinks } from './download-links';

interface ContentResultProps {
  content: GeneratedContent;
  item: ContentItem;
}

/**
 * The written content (members.md sections 3 and 9): title, duration, verses (linked to the reader), the
 * first 500 characters, then the whole text on request, outline, questions, activities, craft idea, and
 * the downloads.
 */
export function ContentResult({ content, item }: ContentResultProps) {
  const [fullText, { toggle }] = useDisclosure(false);
  const fullTextId = useId();
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ContentBadges type={item.type} estimatedDuration={content.estimatedDuration} writer={item.writer} />
        <Title order={3} id={titleId}>
          {content.title}
        </Title>
        <DownloadLinks id={item.id} title={content.title} />

        {content.bibleVerses.length > 0 ? (
          <ResultPart title="Bible verses">
            <List spacing={2}>
              {content.bibleVerses.map((verse, index) => (
                <List.Item key={index}>
                  <ScriptureText text={verse} />
                </List.Item>
              ))}
            </List>
          </ResultPart>
        ) : null}

        <ResultPart title="Preview">
          <ContentExcerpt content={resultPreview(content.content)} />
          <Button
            variant="subtle"
            px={0}
            onClick={toggle}
            aria-expanded={fullText}
            aria-controls={fullTextId}
            rightSection={fullText ? <IconChevronUp size={16} aria-hidden="true" /> : <IconChevronDown size={16} aria-hidden="true" />}
          >
            {fullText ? 'Hide the full text' : 'Read the full text'}
          </Button>
          <Collapse expanded={fullText} id={fullTextId}>
            {fullText ? <ContentMarkdown content={content.content} /> : null}
          </Collapse>
        </ResultPart>

        <ListPart title="Outline" items={content.outline} ordered />
        <ListPart title="Discussion questions" items={content.discussionQuestions} ordered />
        <ListPart title="Group activities" items={content.groupActivities} />
        {content.craftIdea ? (
          <ResultPart title="Craft idea">
            <Text style={{ whiteSpace: 'pre-line' }}>{content.craftIdea}</Text>
          </ResultPart>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ResultPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ListPart({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ResultPart title={title}>
      <List type={ordered ? 'ordered' : 'unordered'} spacing={2}>
        {items.map((entry, index) => (
          <List.Item key={index}>
            <ScriptureText text={entry} />
          </List.Item>
        ))}
      </List>
    </ResultPart>
  );
}
