import { Anchor, Title } from '@mantine/core';
import { Children, createContext, useContext, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { AnswerText } from './answer-text';
import classes from './bible-chat.module.css';

/**
 * The references of the answer being drawn that name no verse, or null while it is still being written
 * (then its text shows as written: links would come and go as the words arrive).
 */
const UnknownReferences = createContext<readonly string[] | null>(null);

/** The text among `children` (Markdown's text nodes) with its references linked or marked. */
function Scriptured({ children }: { children?: ReactNode }) {
  const unknownReferences = useContext(UnknownReferences);
  if (unknownReferences === null) return <>{children}</>;
  return (
    <>
      {Children.map(children, (child) => (typeof child === 'string' ? <AnswerText text={child} unknownReferences={unknownReferences} /> : child))}
    </>
  );
}

// Raw HTML in an answer stays text (no rehype-raw): an answer cannot add elements, scripts or handlers.
// Headings start at h3, under the panel's "Bible Assistant" h2, so the page's outline holds.
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
    <blockquote {...props} className={classes.quote}>
      <Scriptured>{children}</Scriptured>
    </blockquote>
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
  h1: ({ children }) => <AnswerHeading order={3}>{children}</AnswerHeading>,
  h2: ({ children }) => <AnswerHeading order={3}>{children}</AnswerHeading>,
  h3: ({ children }) => <AnswerHeading order={4}>{children}</AnswerHeading>,
  h4: ({ children }) => <AnswerHeading order={5}>{children}</AnswerHeading>,
  h5: ({ children }) => <AnswerHeading order={6}>{children}</AnswerHeading>,
  h6: ({ children }) => <AnswerHeading order={6}>{children}</AnswerHeading>,
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:/i.test(href);
    return (
      <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </Anchor>
    );
  },
};

function AnswerHeading({ order, children }: { order: 3 | 4 | 5 | 6; children?: ReactNode }) {
  return (
    <Title order={order} size="h5" className={classes.answerHeading}>
      <Scriptured>{children}</Scriptured>
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
  return (
    <div className={classes.answer}>
      <UnknownReferences.Provider value={unknownReferences}>
        <Markdown components={components}>{content}</Markdown>
      </UnknownReferences.Provider>
    </div>
  );
}
