// Loaded only when a member turns on "Show original words" (chapter-text.tsx): the KJV chapter with each word
// that translates a Greek or Hebrew word as a button, and one popover with its Strong's entry.
import { Popover } from '@mantine/core';
import type { StrongsSpan } from '@server/contracts/bible-study-tools';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import type { TextSize } from '@/lib/bible-preferences';
import { useTRPC } from '@/lib/trpc';
import type { ChapterPlace } from './bible-places';
import classes from './bible-reader.module.css';
import { StrongsEntries } from './strongs-entries';

interface OriginalWordsProps {
  place: ChapterPlace;
  verses: { verse: number; text: string }[];
  textSize: TextSize;
  /** A verse to highlight (from the URL). */
  verse?: number | undefined;
}

interface Selected {
  key: string;
  numbers: string[];
  word: string;
  /** Where the popover points, relative to the text. */
  anchor: CSSProperties;
}

/** "world," -> ["", "world", ","]: punctuation around a word stays outside its button. */
function splitPunctuation(text: string): [string, string, string] {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(text);
  return [match?.[1] ?? '', match?.[2] ?? text, match?.[3] ?? ''];
}

/** The words of a verse: runs without a number as text, each span as one button. */
function VerseWords({ verse, text, spans, selectedKey, onSelect, onLeave, entryId }: {
  verse: number;
  text: string;
  spans: StrongsSpan[];
  selectedKey: string | undefined;
  onSelect: (key: string, numbers: string[], word: string, button: HTMLButtonElement) => void;
  onLeave: (event: FocusEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => void;
  entryId: string;
}) {
  const words = text.split(' ');
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.first > at) parts.push(`${words.slice(at, span.first).join(' ')} `);
    const [before, core, after] = splitPunctuation(words.slice(span.first, span.last + 1).join(' '));
    const key = `${verse}.${span.first}`;
    const selected = key === selectedKey;
    parts.push(
      <Fragment key={key}>
        {before}
        <button
          type="button"
          className={classes.word}
          data-selected={selected || undefined}
          aria-expanded={selected}
          aria-describedby={selected ? entryId : undefined}
          onFocus={(event) => onSelect(key, span.numbers, core, event.currentTarget)}
          onClick={(event) => onSelect(key, span.numbers, core, event.currentTarget)}
          onBlur={onLeave}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onLeave(event);
          }}
        >
          {core}
        </button>
        {after}{' '}
      </Fragment>,
    );
    at = span.last + 1;
  }
  if (at < words.length) parts.push(`${words.slice(at).join(' ')} `);
  return <>{parts}</>;
}

export default function OriginalWords({ place, verses, textSize, verse }: OriginalWordsProps) {
  const trpc = useTRPC();
  const strongs = useQuery(trpc.bible.chapterStrongs.queryOptions({ book: place.book, chapter: place.chapter }));
  const [selected, setSelected] = useState<Selected | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const entryId = useId();

  const select = useCallback((key: string, numbers: string[], word: string, button: HTMLButtonElement) => {
    const box = button.getBoundingClientRect();
    const origin = container.current?.getBoundingClientRect();
    const anchor = { left: box.left - (origin?.left ?? 0), top: box.top - (origin?.top ?? 0), width: box.width, height: box.height };
    setSelected((current) => (current?.key === key ? current : { key, numbers, word, anchor }));
  }, []);

  const leave = useCallback((event: FocusEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    // Focus moving into the entry (to select its text) keeps it open.
    const next = 'relatedTarget' in event ? event.relatedTarget : null;
    if (next instanceof Node && document.getElementById(entryId)?.contains(next)) return;
    setSelected(null);
  }, [entryId]);

  // The text reflows when the window changes size: the popover would point at where the word was.
  useEffect(() => {
    const close = () => setSelected(null);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);

  const spansOf = new Map(strongs.data?.verses.map((line) => [line.verse, line.spans]));
  return (
    <div ref={container} className={classes.wordsLayer}>
      <p className={classes.text} data-size={textSize} data-original-words lang="en" aria-busy={strongs.isPending}>
        {verses.map((line) => {
          const content = (
            <>
              <sup className={classes.verseNumber}>{line.verse}</sup>
              <span>
                <VerseWords
                  verse={line.verse}
                  text={line.text}
                  spans={spansOf.get(line.verse) ?? []}
                  selectedKey={selected?.key}
                  onSelect={select}
                  onLeave={leave}
                  entryId={entryId}
                />
              </span>
            </>
          );
          return line.verse === verse ? (
            <mark key={line.verse} id={`verse-${line.verse}`} className={classes.highlighted}>
              {content}
            </mark>
          ) : (
            <span key={line.verse} id={`verse-${line.verse}`} className={classes.verse}>
              {content}
            </span>
          );
        })}
      </p>
      <Popover
        opened={selected !== null}
        onChange={(opened) => {
          if (!opened) setSelected(null);
        }}
        position="bottom"
        width={320}
        withArrow
        shadow="md"
        withRoles={false}
        trapFocus={false}
        returnFocus={false}
      >
        <Popover.Target>
          <span aria-hidden="true" className={classes.wordAnchor} style={selected?.anchor} />
        </Popover.Target>
        {/* A tooltip: the word keeps the focus and is described by it (aria-describedby). */}
        <Popover.Dropdown id={entryId} role="tooltip">
          {selected ? <StrongsEntries word={selected.word} numbers={selected.numbers} /> : null}
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
