import { Fragment } from 'react';
import classes from './bible-reader.module.css';

/**
 * Text in which the server wrapped each match in <mark>…</mark>, rendered as React elements: the tags are
 * split on, never parsed as HTML, so nothing else in the text can become markup.
 */
export function MarkedText({ text }: { text: string }) {
  // split with a capture group alternates: outside, inside, outside, ...
  const parts = text.split(/<mark>(.*?)<\/mark>/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={classes.match}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
