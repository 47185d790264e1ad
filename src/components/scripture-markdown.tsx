import { Anchor } from '@mantine/core';
import { Children, createContext, useContext, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** How one text draws its Markdown: its runs of words (with their references), its headings and its quotes. */
export interface ScriptureMarkdownParts {
  /** A run of plain text: the caller links (or marks) the Bible references in it. */
  text: (text: string) => ReactNode;
  /** A heading of Markdown level 1 to 6, at whatever depth suits the page around it. */
  heading: (level: 1 | 2 | 3 | 4 | 5 | 6, children: ReactNode) => ReactNode;
  quoteClassName?: string;
}

const Parts = createContext<ScriptureMarkdownParts>({ text: (text) => text, heading: (_level, children) => <strong>{children}</strong> });

/** The text among `children` (Markdown's text nodes) drawn by the caller's `text`. */
function Scriptured({ children }: { children?: ReactNode }) {
  const parts = useContext(Parts);
  return <>{Children.map(children, (child) => (typeof child === 'string' ? parts.text(child) : child))}</>;
}

function Heading({ level, children }: { level: 1 | 2 | 3 | 4 | 5 | 6; children?: ReactNode }) {
  const parts = useContext(Parts);
  return <>{parts.heading(level, <Scriptured>{children}</Scriptured>)}</>;
}

function Blockquote({ children }: { children?: ReactNode }) {
  const parts = useContext(Parts);
  return (
    <blockquote className={parts.quoteClassName}>
      <Scriptured>{children}</Scriptured>
    </blockquote>
  );
}

// Raw HTML in the text stays text (no rehype-raw): a written text cannot add elements, scripts or handlers.
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
  td: ({ node: _node, children, ...props }) => (
    <td {...props}>
      <Scriptured>{children}</Scriptured>
    </td>
  ),
  th: ({ node: _node, children, ...props }) => (
    <th {...props}>
      <Scriptured>{children}</Scriptured>
    </th>
  ),
  blockquote: ({ children }) => <Blockquote>{children}</Blockquote>,
  h1: ({ children }) => <Heading level={1}>{children}</Heading>,
  h2: ({ children }) => <Heading level={2}>{children}</Heading>,
  h3: ({ children }) => <Heading level={3}>{children}</Heading>,
  h4: ({ children }) => <Heading level={4}>{children}</Heading>,
  h5: ({ children }) => <Heading level={5}>{children}</Heading>,
  h6: ({ children }) => <Heading level={6}>{children}</Heading>,
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:/i.test(href);
    const host = external ? hostOf(href) : undefined;
    return (
      <>
        <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </Anchor>
        {/* Where an outside link leads, in plain sight: its words may say anything. */}
        {host ? ` (${host})` : null}
      </>
    );
  },
  // A picture is never fetched: its address could carry the conversation to whoever serves it. Its
  // description stays, as text.
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
};

function hostOf(href: string): string | undefined {
  try {
    return new URL(href).host;
  } catch {
    return undefined;
  }
}

/**
 * Markdown written by the AI (a chat answer, a generated sermon), drawn safely, with its Bible references and
 * headings drawn by the caller. Keep `parts` stable (useMemo, or a module constant).
 */
export function ScriptureMarkdown({ content, parts }: { content: string; parts: ScriptureMarkdownParts }) {
  return (
    <Parts.Provider value={parts}>
      <Markdown components={components}>{content}</Markdown>
    </Parts.Provider>
  );
}
