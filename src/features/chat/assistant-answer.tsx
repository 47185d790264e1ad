import { Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { ScriptureMarkdown, type ScriptureMarkdownParts } from '@/components/scripture-markdown';
import { AnswerText } from './answer-text';
import classes from './bible-chat.module.css';

// Headings start at h3, under the panel's "Bible Assistant" h2, so the page's outline holds.
const HEADING_ORDERS = { 1: 3, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 } as const;

function answerHeading(level: keyof typeof HEADING_ORDERS, children: ReactNode) {
  return (
    <Title order={HEADING_ORDERS[level]} size="h5" className={classes.answerHeading}>
      {children}
    </Title>
  );
}

interface AssistantAnswerProps {
  content: string;
  /** The references in the answer that name no verse; null while the answer is still being written. */
  unknownReferences: readonly string[] | null;
}

/** An answer of the Bible Assistant: Markdown, with its Bible references linked to the reader. */
export function AssistantAnswer({ content, unknownReferences }: AssistantAnswerProps) {
  // While the answer is still being written its text shows as written: links would come and go as the words arrive.
  const parts = useMemo<ScriptureMarkdownParts>(
    () => ({
      text: unknownReferences === null ? (text) => text : (text) => <AnswerText text={text} unknownReferences={unknownReferences} />,
      heading: answerHeading,
      quoteClassName: classes.quote,
    }),
    [unknownReferences],
  );
  return (
    <div className={classes.answer}>
      <ScriptureMarkdown content={content} parts={parts} />
    </div>
  );
}
