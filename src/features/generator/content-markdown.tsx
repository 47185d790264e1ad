import { Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScriptureMarkdown, type ScriptureMarkdownParts } from '@/components/scripture-markdown';
import { ScriptureText } from '@/components/scripture-text';

const scriptureText = (text: string) => <ScriptureText text={text} />;

// The full text's headings start at h4, under the result's h3 title.
const HEADING_ORDERS = { 1: 4, 2: 4, 3: 5, 4: 6, 5: 6, 6: 6 } as const;

const fullText: ScriptureMarkdownParts = {
  text: scriptureText,
  heading: (level, children) => (
    <Title order={HEADING_ORDERS[level]} size={HEADING_ORDERS[level] === 4 ? 'h4' : 'h5'} mt="md" mb="xs">
      {children}
    </Title>
  ),
};

// An excerpt's headings are bold lines, not headings: a cut-off opening should not add to the page's outline.
const excerpt: ScriptureMarkdownParts = {
  text: scriptureText,
  heading: (_level, children: ReactNode) => (
    <p>
      <strong>{children}</strong>
    </p>
  ),
};

/** The opening of a text (the preview, the result's first 500 characters), drawn as Markdown rather than shown with its marks. */
export function ContentExcerpt({ content }: { content: string }) {
  return (
    <Typography>
      <ScriptureMarkdown content={content} parts={excerpt} />
    </Typography>
  );
}

/** A generated sermon or lesson (Markdown), with its Bible references linked to the reader. */
export function ContentMarkdown({ content }: { content: string }) {
  return (
    <Typography>
      <ScriptureMarkdown content={content} parts={fullText} />
    </Typography>
  );
}
