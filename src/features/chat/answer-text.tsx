import { chatMessages } from '@server/contracts/chat';
import { Fragment } from 'react';
import { LazyScriptureText } from '@/components/lazy-scripture-text';
import classes from './bible-chat.module.css';

/** A piece of an answer: as written, or a reference the server found no verse for. */
export interface AnswerPiece {
  text: string;
  unknown: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` cut around the references the server could not find in the Bible (as they are written in the
 * answer; "John 22:1" is not "John 22:15", so a match may not run on into more digits).
 */
export function splitUnknownReferences(text: string, unknownReferences: readonly string[]): AnswerPiece[] {
  const written = [...new Set(unknownReferences.map((reference) => reference.trim()).filter(Boolean))];
  if (written.length === 0) return [{ text, unknown: false }];
  // Longest first, so "1 John 5:7" is not read as "John 5:7".
  written.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w])(?:${written.map(escapeRegExp).join('|')})(?![\\d])`, 'gi');
  const pieces: AnswerPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), unknown: false });
    pieces.push({ text: match[0], unknown: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), unknown: false });
  return pieces;
}

/**
 * A run of an answer's text: its Bible references linked to the reader with the verse on hover (the parser
 * loads after the page), and those the server found no verse for marked instead of linked.
 */
export function AnswerText({ text, unknownReferences }: { text: string; unknownReferences: readonly string[] }) {
  return splitUnknownReferences(text, unknownReferences).map((piece, index) =>
    piece.unknown ? (
      <Fragment key={index}>
        <span className={classes.unknownReference}>{piece.text}</span>{' '}
        <span className={classes.referenceNotFound}>{chatMessages.referenceNotFound}</span>
      </Fragment>
    ) : (
      <LazyScriptureText key={index} text={piece.text} />
    ),
  );
}
