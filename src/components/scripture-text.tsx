// Text with its Bible references linked: "read John 3:16" becomes a link to the reader at that verse, and
// hovering or focusing the link shows the verse. The reference parser is large, so it is loaded the first
// time a ScriptureText renders; until then (and if it cannot load) the text shows as written.
import { Anchor, HoverCard, Text } from '@mantine/core';
import { BIBLE_BOOKS } from '@server/contracts/bible-books';
import type { FoundReference } from '@server/contracts/scripture-references';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { useRememberedTranslation } from '@/lib/bible-preferences';
import { useTRPC } from '@/lib/trpc';
import classes from './scripture-text.module.css';

type FindReferences = (text: string) => FoundReference[];

let finder: Promise<FindReferences> | undefined;
function loadFinder(): Promise<FindReferences> {
  finder ??= import('@server/contracts/scripture-references').then((module) => module.findReferences);
  return finder;
}

/** How many verses the preview shows before it points to the reader for the rest. */
const PREVIEW_VERSES = 6;

/** `text`, with each Bible reference in it a link to the reader that previews the verse. */
export function ScriptureText({ text }: { text: string }) {
  const [parsed, setParsed] = useState<{ text: string; references: FoundReference[] } | null>(null);

  useEffect(() => {
    let current = true;
    loadFinder()
      .then((findReferences) => {
        if (current) setParsed({ text, references: findReferences(text) });
      })
      // Without the parser the text still reads; the links are a help, not the content.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);

  const references = parsed?.text === text ? parsed.references : [];
  if (references.length === 0) return <>{text}</>;

  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const reference of references) {
    pieces.push(<Fragment key={`text-${at}`}>{text.slice(at, reference.start)}</Fragment>);
    pieces.push(<ReferenceLink key={`ref-${reference.start}`} reference={reference} written={text.slice(reference.start, reference.end)} />);
    at = reference.end;
  }
  pieces.push(<Fragment key={`text-${at}`}>{text.slice(at)}</Fragment>);
  return <>{pieces}</>;
}

function ReferenceLink({ reference, written }: { reference: FoundReference; written: string }) {
  const start = reference.spans[0]?.start;
  const book = BIBLE_BOOKS.find((candidate) => candidate.id === start?.bookId);
  if (!start || !book) return <>{written}</>;

  return (
    <HoverCard width={320} shadow="md" openDelay={150} closeDelay={100} withArrow position="top">
      <HoverCard.Target>
        <Anchor
          className={classes.reference}
          renderRoot={(props) => (
            <Link to="/bible-reading" search={{ book: book.name, chapter: start.chapter, verse: start.verse }} {...props} />
          )}
        >
          {written}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <PassagePreview label={reference.label} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** The passage's text in the translation the member reads, fetched when the preview first opens (and cached). */
function PassagePreview({ label }: { label: string }) {
  const trpc = useTRPC();
  const [translation] = useRememberedTranslation();
  const passage = useQuery(trpc.bible.passage.queryOptions({ ref: label, translation }));

  if (passage.isPending) {
    return (
      <Text component="div" size="sm" c="dimmed" role="status">
        Loading {label}…
      </Text>
    );
  }
  if (passage.isError) {
    return (
      <Text component="div" size="sm" role="status">
        {label} could not be loaded just now.
      </Text>
    );
  }
  const { reference, verses } = passage.data;
  const shown = verses.slice(0, PREVIEW_VERSES);
  return (
    <>
      <Text component="div" fw={600} size="sm" mb={4}>
        {reference} ({translation.toUpperCase()})
      </Text>
      <Text component="div" size="sm" className={classes.passage}>
        {shown.map((verse) => (
          <Fragment key={`${verse.chapter}:${verse.verse}`}>
            {shown.length > 1 ? <span className={classes.verseNumber}>{verse.verse}</span> : null}
            {verse.text}{' '}
          </Fragment>
        ))}
        {verses.length > shown.length ? '…' : null}
      </Text>
    </>
  );
}
