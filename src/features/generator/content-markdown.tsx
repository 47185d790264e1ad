import { Anchor, Title, Typography } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { ScriptureText } from '@/components/scripture-text';

/** The text among `children` (Markdown's text nodes) with its Bible references linked to the reader. */
function Scriptured({ children }: { children?: ReactNode }) {
  return <>{Children.map(children, (child) => (typeof child === 'string' ? <ScriptureText text={child} /> : child))}</>;
}

function ContentHeading({ order, children }: { order: 4 | 5 | 6; children?: ReactNode }) {
  return (
    <Title order={order} size={order === 4 ? 'h4' : 'h5'} mt="md" mb="xs">
      <Scriptured>{children}</Scriptured>
    </Title>
  );
}

// As the Bible chat draws its answers: raw HTML in the text stays text (no rehype-raw), so a written text
// cannot add elements, scripts or handlers. Its headings start at h4, under the result's h3 title.
const components: Components = {
  p: ({ node: _node, children, ...props }) => (
    <p {...props}>
      <Scriptured>{children}</Scriptured>
    </p>
  ),
  li: ({ node: _node, children, ...props }) => (
    <li {...props}>
      <Scriptured>{children}</Scriptured>
    </li>
  ),
  strong: ({ node: _node, children, ...props }) => (
    <strong {...props}>
      <Scriptured>{children}</Scriptured>
    </strong>
  ),
  em: ({ node: _node, children, ...props }) => (
    <em {...props}>
      <Scriptured>{children}</Scriptured>
    </em>
  ),
  blockquote: ({ node: _node, children, ...props }) => (
    <blockquote {...props}>
      <Scriptured>{children}</Scriptured>
    </blockquote>
  ),
  h1: ({ children }) => <ContentHeading order={4}>{children}</ContentHeading>,
  h2: ({ children }) => <ContentHeading order={4}>{children}</ContentHeading>,
  h3: ({ children }) => <ContentHeading order={5}>{children}</ContentHeading>,
  h4: ({ children }) => <ContentHeading order={6}>{children}</ContentHeading>,
  h5: ({ children }) => <ContentHeading order={6}>{children}</ContentHeading>,
  h6: ({ children }) => <ContentHeading order={6}>{children}</ContentHeading>,
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:/i.test(href);
    return (
      <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </Anchor>
    );
  },
};

function ExcerptHeading({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>
        <Scriptured>{children}</Scriptured>
      </strong>
    </p>
  );
}

// An excerpt's headings are bold lines, not headings: a cut-off opening should not add to the page's outline.
const excerptComponents: Components = {
  ...components,
  h1: ExcerptHeading,
  h2: ExcerptHeading,
  h3: ExcerptHeading,
  h4: ExcerptHeading,
  h5: ExcerptHeading,
  h6: ExcerptHeading,
};

/** The opening of a text (the preview, the result's first 500 characters), drawn as Markdown rather than shown with its marks. */
export function ContentExcerpt({ content }: { content: string }) {
  return (
    <Typography>
      <Markdown components={excerptComponents}>{content}</Markdown>
    </Typography>
  );
}

/** A generated sermon or lesson (Markdown), with its Bible references linked to the reader. */
export function ContentMarkdown({ content }: { content: string }) {
  return (
    <Typography>
      <Markdown components={components}>{content}</Markdown>
    </Typography>
  );
}
