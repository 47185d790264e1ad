// The verses of several passages read at once, for the chat's grounding: one query for the five or six passages
// a question is grounded on instead of one each (on the embedded database each query costs a round trip of
// about a millisecond, more than the index reads themselves). What was read is kept, per database, as every
// read of the text is: the text never changes once seeded.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db';
import { bibleVerses } from '../../../db/schema';
import type { TranslationId } from '../../contracts/bible';
import type { VerseSpan } from '../../contracts/scripture-references';

export interface SpanVerse {
  bookId: number;
  chapter: number;
  verse: number;
  text: string;
}

// The key passages of both translations, read ahead, and the ranking's passages.
const SPANS_KEPT = 10_000;
const readSpans = new WeakMap<Db, LRUCache<string, SpanVerse[]>>();

const keyOf = (translation: TranslationId, { start, end }: VerseSpan, limit: number) =>
  `${translation} ${start.bookId}.${start.chapter}.${start.verse ?? ''}-${end.bookId}.${end.chapter}.${end.verse ?? ''} ${limit}`;

// A point as one comparable number; a chapter's edge without a verse is its first or last verse.
const placeOf = (bookId: number, chapter: number, verse: number) => (bookId * 1000 + chapter) * 1000 + verse;

/** A span to read, at most `limit` of its verses. */
export interface SpanAsked {
  span: VerseSpan;
  limit: number;
}

// One query reads at most so many spans: the key passages read ahead are some 2,000.
const SPANS_PER_QUERY = 500;

/**
 * The verses of each span, in canonical order, at most its `limit` (a passage within one chapter is read only
 * that far). The spans not read before are read in one query.
 */
export async function versesOfSpans(db: Db, translation: TranslationId, spans: readonly SpanAsked[]): Promise<SpanVerse[][]> {
  let cache = readSpans.get(db);
  if (!cache) readSpans.set(db, (cache = new LRUCache<string, SpanVerse[]>({ max: SPANS_KEPT })));
  const known = spans.map(({ span, limit }) => cache.get(keyOf(translation, span, limit)));
  const unread = spans.filter((_, at) => known[at] === undefined);
  const readNow: SpanVerse[][] = [];
  for (let at = 0; at < unread.length; at += SPANS_PER_QUERY) readNow.push(...(await readUnread(db, translation, unread.slice(at, at + SPANS_PER_QUERY))));
  unread.forEach(({ span, limit }, at) => cache.set(keyOf(translation, span, limit), readNow[at] ?? []));
  let next = 0;
  return known.map((verses) => verses ?? readNow[next++] ?? []);
}

async function readUnread(db: Db, translation: TranslationId, unread: readonly SpanAsked[]): Promise<SpanVerse[][]> {
  if (unread.length === 0) return [];
  // Within one chapter only the first `limit` verses are asked for; a span over chapters is read whole.
  const asked = unread.map(({ span: { start, end }, limit }) => {
    const first = start.verse ?? 0;
    const last = end.verse ?? 32767;
    const sameChapter = start.bookId === end.bookId && start.chapter === end.chapter;
    // Verses are numbered from 1: a whole chapter's first `limit` end at verse `limit`.
    return { start, end: { ...end, verse: sameChapter ? Math.min(last, Math.max(first, 1) + limit - 1) : last }, first, limit };
  });
  const within = asked.map(({ start, end, first }): SQL => {
    const from = sql`(${start.bookId}::int, ${start.chapter}::int, ${first}::int)`;
    const to = sql`(${end.bookId}::int, ${end.chapter}::int, ${end.verse}::int)`;
    return sql`(${bibleVerses.bookId}, ${bibleVerses.chapter}, ${bibleVerses.verse}) between ${from} and ${to}`;
  });
  const rows = await db
    .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, translation), sql`(${sql.join(within, sql` or `)})`))
    .orderBy(asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse));

  const places = rows.map((row) => placeOf(row.bookId, row.chapter, row.verse));
  return asked.map(({ start, end, first, limit }) => {
    const from = placeOf(start.bookId, start.chapter, first);
    const to = placeOf(end.bookId, end.chapter, Math.min(end.verse, 999));
    const inSpan: SpanVerse[] = [];
    for (const [at, row] of rows.entries()) {
      const place = places[at] ?? 0;
      if (place >= from && place <= to && inSpan.length < limit) inSpan.push(row);
    }
    return inSpan;
  });
}
